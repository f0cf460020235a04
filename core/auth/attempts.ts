import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { AttemptStore } from './attempt-store';
import { authErrors } from './auth.errors';
import { afterFailure, type LockoutPolicy, lockedUntil, lockMinutes } from './lockout';

/** Refuses when `key` is locked at `now`. */
export async function ensureNotLocked(
  attempts: AttemptStore,
  key: string,
  now: Date,
  policy: LockoutPolicy,
): Promise<Result<void, DomainError>> {
  const until = lockedUntil(await attempts.get(key), now);
  return until ? err(authErrors.locked(until, lockMinutes(policy))) : ok(undefined);
}

/**
 * Counts one failure (retrying when a concurrent failure was saved first, so none is lost) and
 * returns the refusal to give: the lock message when this failure locked the key, else `otherwise`.
 */
export async function countFailure(
  attempts: AttemptStore,
  key: string,
  now: Date,
  policy: LockoutPolicy,
  otherwise: DomainError,
): Promise<DomainError> {
  for (let tries = 0; tries < 5; tries++) {
    const current = await attempts.get(key);
    const next = afterFailure(current, key, now, policy);
    if (await attempts.save(next, current?.version ?? null)) {
      return next.lockedUntil ? authErrors.locked(next.lockedUntil, lockMinutes(policy)) : otherwise;
    }
  }
  throw new Error(`could not record a failed attempt for ${key}`);
}
