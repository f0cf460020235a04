/**
 * Accounts made by the operator (`ispz users create`) through the core use case
 * (core/auth/operator-account.ts): a person with a password, optionally an approved loan persona
 * (spec §6), or a platform operator (role ispadmin). One transaction for all of it, so a failure
 * never leaves an account without its persona; the password is hashed before it opens, so no
 * lock is held while scrypt works.
 */
import type { Platform } from '../adapters/compose';
import type { User } from '../core/accounts/user';
import { createOperatorAccount, type OperatorAccountInput } from '../core/auth/operator-account';
import type { DomainError } from '../core/errors/domain-error';
import type { Result } from '../core/errors/result';
import { SYSTEM_ACTOR } from '../core/permissions/actor';

export interface NewUserInput extends Omit<OperatorAccountInput, 'passwordHash'> {
  readonly password: string;
}

/** Creates the account, its wallet and its approved loan persona, acting as the platform. */
export async function createUser(
  platform: Platform,
  input: NewUserInput,
): Promise<Result<User, DomainError>> {
  const { password, ...rest } = input;
  const passwordHash = await platform.auth.crypto.passwords.hash(password);
  return platform.operations.inOneTransaction((deps) =>
    createOperatorAccount(deps, SYSTEM_ACTOR, { ...rest, passwordHash }),
  );
}
