import { z } from 'zod';
import { ecosystemPolicy } from '../accounts/ecosystems/ecosystem';
import { parseUsername, subjectOf } from '../accounts/identifier';
import type { User } from '../accounts/user';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { findUser } from './accounts-lookup';
import {
  type Attempt,
  countFailure,
  ensureAllowed,
  recordSuccess,
  type SignInSource,
  UNKNOWN_SOURCE,
} from './attempts';
import { authErrors } from './auth.errors';
import { defaultContext, findEcosystem } from './context';
import { optionalId, parseInput, passwordField } from './input';
import type { AuthTokens } from './session';
import { startSession } from './session-tokens';
import type { AuthDeps } from './stores';
import { refuseAndKeep, transactAuth } from './transact-auth';

/**
 * Login with username and password (spec §3 login payload; username is an email or a mobile
 * number). The slow password check runs *between* two short transactions, never inside one, so
 * a login does not hold the database's write lock for the length of a scrypt. An unknown user
 * costs a hash too, so timing does not tell which accounts exist. Failures are throttled per
 * account and source (./throttle.ts): growing delays that an attacker elsewhere cannot impose on
 * the owner's own source. `from` is where the call came from (the HTTP layer reads it).
 */
export const loginWithPasswordInput = z.object({
  username: z.string().trim().min(1).max(254),
  password: passwordField,
  /** The ecosystem logged in through (email-only rule, `eid` of the session). */
  ecosystemId: optionalId,
});

/**
 * Whose failures these are: the account when there is one, else the username itself. Unknown
 * usernames are throttled exactly as accounts are, so a delay never tells an existing account
 * from a made-up one.
 */
function attemptOf(user: User | null, username: string, source: SignInSource): Attempt {
  const identifier = parseUsername(username);
  const who = user
    ? user.id
    : `unknown:${identifier ? subjectOf(identifier) : username.trim().toLowerCase()}`;
  return { method: 'password', who, source };
}

export async function loginWithPassword(
  deps: AuthDeps,
  input: unknown,
  from: SignInSource = UNKNOWN_SOURCE,
): Promise<Result<AuthTokens, DomainError>> {
  const parsed = parseInput(loginWithPasswordInput, input);
  if (!parsed.ok) return parsed;
  const { password, ecosystemId, username } = parsed.value;
  const identifier = parseUsername(username);
  const policy = deps.config.passwordThrottle;

  const before = await transactAuth(deps.uow, async (s) => {
    const ecosystem = await findEcosystem(s, { ecoId: ecosystemId });
    if (!ecosystem.ok) return ecosystem;
    if (identifier?.kind === 'mobile' && ecosystemPolicy(ecosystem.value).emailOnlyLogin) {
      return err(authErrors.emailOnly());
    }
    const user = identifier ? await findUser(s, identifier) : null;
    const allowed = await ensureAllowed(
      s.attempts,
      attemptOf(user, username, from),
      deps.clock.now(),
      policy,
    );
    if (!allowed.ok) return allowed;
    return ok({ user, ecosystemId: ecosystem.value?.id ?? null });
  });
  if (!before.ok) return before;

  const { user } = before.value;
  const matches = await checkPassword(deps, user, password);
  const rehash =
    matches && user && deps.crypto.passwords.needsRehash(user.passwordHash!)
      ? await deps.crypto.passwords.hash(password)
      : null;

  return transactAuth(deps.uow, async (s) => {
    // The hash checked must still be the account's: a reset in between makes the check stale.
    const current = user ? await s.users.findById(user.id) : null;
    const now = deps.clock.now();
    const attempt = attemptOf(user, username, from);
    if (user && (!current || current.passwordHash !== user.passwordHash))
      return err(authErrors.invalidCredentials());
    const allowed = await ensureAllowed(s.attempts, attempt, now, policy);
    if (!allowed.ok) return allowed;
    if (!user || !current || !matches) {
      const refusal = await countFailure(deps, s, attempt, policy, authErrors.invalidCredentials(), current);
      return refuseAndKeep(refusal);
    }
    await recordSuccess(s.attempts, attempt, now, policy);
    if (rehash) await s.users.setPasswordHash(user.id, rehash);
    const context = await defaultContext(s, current, before.value.ecosystemId);
    return ok(await startSession(deps, s, { userId: user.id, ...context }));
  });
}

/** Verifies the password, or spends a hash's worth of time when there is nothing to verify against. */
async function checkPassword(deps: AuthDeps, user: User | null, password: string): Promise<boolean> {
  if (user?.passwordHash) return deps.crypto.passwords.verify(password, user.passwordHash);
  await deps.crypto.passwords.hash(password);
  return false;
}
