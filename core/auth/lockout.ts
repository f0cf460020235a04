/**
 * Per-account failure limits: after `maxFailures` failed logins of one method (password, OTP)
 * within `windowSeconds`, that method is locked for `lockSeconds` — even the right secret is
 * refused until then. A success clears the count. Pure rules; `attempts.ts` applies them.
 */
export interface LockoutPolicy {
  readonly maxFailures: number;
  readonly windowSeconds: number;
  readonly lockSeconds: number;
}

export interface AttemptRecord {
  /** `password:<userId>` or `otp:<userId or subject>`. */
  readonly key: string;
  readonly failures: number;
  /** ISO instant of the first failure counted in the current window. */
  readonly windowStartedAt: string;
  readonly lockedUntil: string | null;
  /** Bumped on every save (compare-and-set). */
  readonly version: number;
}

/** The keys failures are counted under: one per account and login method. */
export const lockKeys = {
  password: (userId: string) => `password:${userId}`,
  /** By account when there is one, else by identifier subject (a code for no account). */
  otp: (userIdOrSubject: string) => `otp:${userIdOrSubject}`,
};

/** The instant the key is locked until, or null when it is not locked at `now`. */
export function lockedUntil(record: AttemptRecord | null, now: Date): string | null {
  if (!record?.lockedUntil) return null;
  return Date.parse(record.lockedUntil) > now.getTime() ? record.lockedUntil : null;
}

/** The record after one more failure at `now`: a stale window starts afresh; reaching the limit locks. */
export function afterFailure(
  record: AttemptRecord | null,
  key: string,
  now: Date,
  policy: LockoutPolicy,
): AttemptRecord {
  const at = now.getTime();
  const lockOver = record?.lockedUntil != null && Date.parse(record.lockedUntil) <= at;
  const windowOpen =
    record !== null && !lockOver && at - Date.parse(record.windowStartedAt) < policy.windowSeconds * 1000;
  const failures = windowOpen ? record.failures + 1 : 1;
  const windowStartedAt = windowOpen ? record.windowStartedAt : now.toISOString();
  const locks = failures >= policy.maxFailures;
  return {
    key,
    failures: locks ? 0 : failures,
    windowStartedAt,
    lockedUntil: locks ? new Date(at + policy.lockSeconds * 1000).toISOString() : null,
    version: (record?.version ?? 0) + 1,
  };
}

/** Whole minutes a lock lasts, for the message. */
export function lockMinutes(policy: LockoutPolicy): number {
  return Math.max(1, Math.ceil(policy.lockSeconds / 60));
}
