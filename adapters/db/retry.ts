/**
 * Which PostgreSQL failures are worth running a transaction again for, and how long to wait.
 * Both codes mean "nothing was committed; the same work may succeed now": 40001 a serialization
 * failure (repeatable read / serializable, or a row locked under a stale snapshot), 40P01 a
 * deadlock the server broke by aborting this transaction.
 */
const RETRYABLE_CODES = new Set(['40001', '40P01']);

/** True for a pg error whose SQLSTATE says the transaction can simply be tried again. */
export function isRetryable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return typeof error.code === 'string' && RETRYABLE_CODES.has(error.code);
}

/** Default attempts (first try included) before the error is passed on. */
export const DEFAULT_MAX_ATTEMPTS = 5;

const BASE_MS = 5;
const CAP_MS = 250;

/**
 * "Full jitter" exponential backoff: a random wait below 5 ms · 2^attempt (capped), so that
 * transactions that collided once do not collide again in lockstep.
 */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(CAP_MS, BASE_MS * 2 ** attempt));
}
