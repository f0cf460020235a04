/**
 * Attempts per client (network address) at the sign-in and OTP calls, on top of the per-account
 * throttle (OWASP ASVS v5 V6.3.1): one client spraying passwords or codes over many accounts is
 * slowed even though no single account reaches its delays. The counts must be shared by every
 * server process behind a load balancer, or the limit is multiplied by their number — so they
 * live behind this port: in the database in production (adapters/db/auth), in memory in tests.
 */
export interface ClientAttemptWindows {
  /**
   * Counts one attempt of `client` at `now` in a fixed window of `windowSeconds` (a window older
   * than that starts afresh) and returns the attempts counted in the current window, this one
   * included. Atomic: concurrent hits, from any process, are each counted once.
   */
  hit(client: string, now: Date, windowSeconds: number): Promise<number>;
  /** Forgets windows that ended before `before` (housekeeping); returns how many. */
  purge(before: Date): Promise<number>;
}

/** In-process `ClientAttemptWindows` (tests; a single process with no shared database). */
export function memoryClientAttemptWindows(): ClientAttemptWindows {
  const windows = new Map<string, { startedAt: number; attempts: number }>();
  return {
    async hit(client, now, windowSeconds) {
      const at = now.getTime();
      const current = windows.get(client);
      const open = current !== undefined && at - current.startedAt < windowSeconds * 1000;
      const next = open ? { ...current, attempts: current.attempts + 1 } : { startedAt: at, attempts: 1 };
      windows.set(client, next);
      return next.attempts;
    },
    async purge(before) {
      let purged = 0;
      for (const [client, w] of windows)
        if (w.startedAt < before.getTime()) {
          windows.delete(client);
          purged += 1;
        }
      return purged;
    },
  };
}
