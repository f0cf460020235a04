/**
 * Which database failures are worth running a transaction again for, and how long to wait.
 *
 * - PostgreSQL: 40001 a serialization failure (repeatable read / serializable, or a row locked
 *   under a stale snapshot), 40P01 a deadlock the server broke by aborting this transaction.
 * - SQLite: SQLITE_BUSY (another connection, usually another process, holds the write lock) and
 *   SQLITE_LOCKED (a conflict inside this process's shared cache), with their extended codes.
 *   better-sqlite3 is synchronous, so its busy_timeout waits with the event loop blocked; the
 *   connection keeps that timeout short and the unit of work waits here instead, asynchronously.
 *
 * Each means "nothing was committed; the same work may succeed now".
 */
const POSTGRES_RETRYABLE = new Set(['40001', '40P01']);

function codeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' ? error.code : null;
}

/** True for a pg error whose SQLSTATE says the transaction can simply be tried again. */
export function isRetryable(error: unknown): boolean {
  const code = codeOf(error);
  return code !== null && POSTGRES_RETRYABLE.has(code);
}

/** True for a better-sqlite3 error saying another connection holds the lock it needed. */
export function isSqliteBusy(error: unknown): boolean {
  const code = codeOf(error);
  return code !== null && /^SQLITE_(BUSY|LOCKED)(_|$)/.test(code);
}

/** Default attempts (first try included) before a PostgreSQL error is passed on. */
export const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * SQLite: another process may hold the write lock for as long as its transaction lasts (a tape
 * import, a bid close), so SQLite waits by time rather than by a handful of attempts.
 */
export const SQLITE_MAX_ATTEMPTS = 400;
export const SQLITE_MAX_WAIT_MS = 15_000;

const BASE_MS = 5;
const CAP_MS = 250;

/**
 * "Full jitter" exponential backoff: a random wait below 5 ms · 2^attempt (capped), so that
 * transactions that collided once do not collide again in lockstep.
 */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(CAP_MS, BASE_MS * 2 ** attempt));
}

export interface RetryPolicy {
  /** Which failures are worth another attempt. */
  readonly retryable: (error: unknown) => boolean;
  /** Attempts, the first included. */
  readonly maxAttempts: number;
  /** No new attempt starts once this much time has passed since the first (default: no limit). */
  readonly maxWaitMs?: number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly now?: () => number;
  readonly random?: () => number;
}

const realSleep = (ms: number) => new Promise<void>((wake) => setTimeout(wake, ms));

/**
 * Runs `attempt` until it succeeds, fails with an error the policy does not retry, or the
 * attempts or the time run out (then the last error is passed on). Waits between attempts are
 * asynchronous, so the process keeps serving meanwhile.
 *
 * @example
 * await withRetry(() => db.connection().execute(run), { retryable: isSqliteBusy, maxAttempts: 50 });
 */
export async function withRetry<T>(attempt: (n: number) => Promise<T>, policy: RetryPolicy): Promise<T> {
  const sleep = policy.sleep ?? realSleep;
  const now = policy.now ?? Date.now;
  const started = now();
  for (let n = 1; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      const outOfTime = policy.maxWaitMs !== undefined && now() - started >= policy.maxWaitMs;
      if (n >= policy.maxAttempts || outOfTime || !policy.retryable(error)) throw error;
      await sleep(backoffMs(n, policy.random));
    }
  }
}

/**
 * Runs a statement (or a few) outside the unit of work, waiting out a busy SQLite the way the
 * unit of work does: asynchronously, for at most `SQLITE_MAX_WAIT_MS`. On PostgreSQL nothing
 * is SQLITE_BUSY, so it runs once. For writers that keep their own bookkeeping beside a use
 * case's transaction (idempotency keys), where failing would lose what the transaction did.
 *
 * @example
 * await whenNotBusy(() => db.updateTable('idempotency_keys').set(row).execute());
 */
export function whenNotBusy<T>(attempt: () => Promise<T>): Promise<T> {
  return withRetry(attempt, {
    retryable: isSqliteBusy,
    maxAttempts: SQLITE_MAX_ATTEMPTS,
    maxWaitMs: SQLITE_MAX_WAIT_MS,
  });
}
