/**
 * Sign-in throttling (OWASP ASVS v5 V6.3.1/V6.3.2) instead of a hard lock, which anyone could aim
 * at a victim: failures count per account *and source* (the client's address) and per account
 * from sources it has never signed in from. Past `freeFailures` in a window, each failure makes
 * the key wait before the next attempt: 1 s, 2 s, 4 s … doubling up to `maxDelaySeconds`. A
 * source the owner signed in from (a *known* source) is held only to its own key, so an attacker
 * elsewhere, however busy, never slows the owner down there. Pure rules; `attempts.ts` applies them.
 *
 * Arithmetic with the defaults (10 free, 1 s doubling to 15 min, 24 h window): a key allows 10
 * guesses at once, 9 more over the next 1 023 s (1 + 2 + … + 512), then one per 900 s — at most
 * 19 + ⌈(86 400 − 1 023) / 900⌉ = 114 guesses per account per day from all unknown sources
 * together (`guessesPerWindow`, checked in throttle.test.ts), about 41 600 a year.
 */
export interface ThrottlePolicy {
  /** Failures a key may make in a window before delays begin. */
  readonly freeFailures: number;
  readonly baseDelaySeconds: number;
  readonly maxDelaySeconds: number;
  /** A key's count starts afresh this long after the window's first failure. */
  readonly windowSeconds: number;
  /** A source stays known for an account this long after a sign-in from it. */
  readonly knownSourceSeconds: number;
}

export interface AttemptRecord {
  readonly key: string;
  /** Failures in the current window (a known-source marker keeps 0). */
  readonly failures: number;
  /** ISO instant of the window's first failure (of the last sign-in, for a known-source marker). */
  readonly windowStartedAt: string;
  /** The next attempt may not come before this instant; null when there is no delay. */
  readonly lockedUntil: string | null;
  /** Bumped on every save (compare-and-set). */
  readonly version: number;
}

/** The method a key counts: password, or a code (OTP login and reset). */
export type SignInMethod = 'password' | 'otp';

/** The keys attempts are recorded under. `who` is the account id, or `unknown:<subject>`. */
export const attemptKeys = {
  account: (method: SignInMethod, who: string) => `${method}:${who}`,
  source: (method: SignInMethod, who: string, source: string) => `${method}:${who}@${source}`,
  known: (who: string, source: string) => `known:${who}@${source}`,
};

/** The delay the `failures`-th failure of a window imposes (0 while failures are free). */
export function delaySeconds(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 40);
  return Math.min(policy.baseDelaySeconds * 2 ** doublings, policy.maxDelaySeconds);
}

/** The instant the key must wait until, or null when an attempt may be made at `now`. */
export function blockedUntil(record: AttemptRecord | null, now: Date): string | null {
  if (!record?.lockedUntil) return null;
  return Date.parse(record.lockedUntil) > now.getTime() ? record.lockedUntil : null;
}

/** The record after one more failure at `now`: a window that has run out starts afresh. */
export function afterFailure(
  record: AttemptRecord | null,
  key: string,
  now: Date,
  policy: ThrottlePolicy,
): AttemptRecord {
  const at = now.getTime();
  const open = record !== null && at - Date.parse(record.windowStartedAt) < policy.windowSeconds * 1000;
  const failures = open ? record.failures + 1 : 1;
  const delay = delaySeconds(failures, policy);
  return {
    key,
    failures,
    windowStartedAt: open ? record.windowStartedAt : now.toISOString(),
    lockedUntil: delay > 0 ? new Date(at + delay * 1000).toISOString() : null,
    version: (record?.version ?? 0) + 1,
  };
}

/** Whether a known-source marker still counts at `now`. */
export function stillKnown(marker: AttemptRecord | null, now: Date, policy: ThrottlePolicy): boolean {
  return (
    marker !== null && now.getTime() - Date.parse(marker.windowStartedAt) < policy.knownSourceSeconds * 1000
  );
}

/** The most guesses one key allows in one window to someone who always waits exactly as told. */
export function guessesPerWindow(policy: ThrottlePolicy): number {
  let guesses = 0;
  let at = 0;
  while (at < policy.windowSeconds * 1000) {
    guesses += 1;
    at += delaySeconds(guesses, policy) * 1000;
  }
  return guesses;
}
