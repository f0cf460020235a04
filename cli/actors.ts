/**
 * Who a command acts as. `--as <email>` (or `--lender <email>`) names a person: their trading
 * `Actor` is resolved exactly as a session of theirs would be (loan persona from the wallet,
 * business admin identity), in their personal context. Without it, operator commands act as the
 * platform operator (`SYSTEM_ACTOR`, token role ispadmin).
 */
import type { Platform } from '../adapters/compose';
import { normalizeEmail } from '../core/accounts/identifier';
import type { User } from '../core/accounts/user';
import { personalMode } from '../core/auth/login-mode';
import { type DomainError, domainError } from '../core/errors/domain-error';
import { err, ok, type Result } from '../core/errors/result';
import { type Actor, SYSTEM_ACTOR } from '../core/permissions/actor';

export const unknownUser = (what: string): DomainError =>
  domainError('not_found', 'CLI.UNKNOWN_USER', `There is no user ${what}.`);

/** The trading actor of `user`, as their session resolves it. */
export function actorOf(platform: Platform, user: Pick<User, 'id' | 'role'>): Promise<Actor> {
  return platform.resolveActor({
    userId: user.id,
    role: user.role,
    sessionId: 'cli',
    loginMode: personalMode(user.role),
  });
}

/** The actor of the user with `email`. */
export async function actorByEmail(platform: Platform, email: string): Promise<Result<Actor, DomainError>> {
  const user = await platform.auth.uow.run((s) => s.users.findByEmail(normalizeEmail(email)));
  return user ? ok(await actorOf(platform, user)) : err(unknownUser(`with the email ${email}`));
}

/** The actor of the user with id `userId`. */
export async function actorById(platform: Platform, userId: string): Promise<Result<Actor, DomainError>> {
  const user = await platform.auth.uow.run((s) => s.users.findById(userId));
  return user ? ok(await actorOf(platform, user)) : err(unknownUser(userId));
}

/** `--as <email>` when given, else the platform operator. */
export function actorOrOperator(
  platform: Platform,
  email: string | undefined,
): Promise<Result<Actor, DomainError>> {
  return email ? actorByEmail(platform, email) : Promise.resolve(ok(SYSTEM_ACTOR));
}
