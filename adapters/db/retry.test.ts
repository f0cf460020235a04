import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffMs, isRetryable, isSqliteBusy, withRetry } from './retry';

describe('which database failures are retried', () => {
  it('retries serialization failures and deadlocks only', () => {
    expect(isRetryable({ code: '40001' })).toBe(true);
    expect(isRetryable({ code: '40P01' })).toBe(true);
    expect(isRetryable({ code: '23505' })).toBe(false);
    expect(isRetryable(new Error('40001'))).toBe(false);
    expect(isRetryable(null)).toBe(false);
    expect(isRetryable('40001')).toBe(false);
  });

  it('waits a random time below an exponential, capped bound', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, r) => {
          const wait = backoffMs(attempt, () => r);
          expect(wait).toBeGreaterThanOrEqual(0);
          expect(wait).toBeLessThan(Math.min(250, 5 * 2 ** attempt));
          expect(Number.isInteger(wait)).toBe(true);
        },
      ),
    );
  });

  it('spreads the waits of colliding transactions', () => {
    expect(backoffMs(3, () => 0)).toBe(0);
    expect(backoffMs(3, () => 0.999)).toBe(39);
  });
});

describe('retrying a busy SQLite database', () => {
  it('retries SQLITE_BUSY and SQLITE_LOCKED with their extended codes, and nothing else', () => {
    for (const code of ['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED', 'SQLITE_LOCKED_SHAREDCACHE'])
      expect(isSqliteBusy({ code })).toBe(true);
    for (const code of ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_BUSYNESS', 'SQLITE_FULL', '40001'])
      expect(isSqliteBusy({ code })).toBe(false);
    expect(isSqliteBusy(new Error('SQLITE_BUSY'))).toBe(false);
  });

  it('tries again until it succeeds, waiting between attempts', async () => {
    const waits: number[] = [];
    let n = 0;
    const result = await withRetry(
      async () => {
        if (++n < 3) throw { code: 'SQLITE_BUSY' };
        return 'done';
      },
      {
        retryable: isSqliteBusy,
        maxAttempts: 10,
        sleep: async (ms) => void waits.push(ms),
        random: () => 0.5,
      },
    );
    expect(result).toBe('done');
    expect(waits).toEqual([5, 10]);
  });

  it('stops when the time budget is spent, passing the last error on', async () => {
    let clock = 0;
    let n = 0;
    const failing = withRetry(
      async () => {
        n++;
        throw { code: 'SQLITE_BUSY' };
      },
      {
        retryable: isSqliteBusy,
        maxAttempts: 1000,
        maxWaitMs: 100,
        now: () => clock,
        sleep: async () => {
          clock += 30;
        },
      },
    );
    await expect(failing).rejects.toEqual({ code: 'SQLITE_BUSY' });
    expect(n).toBe(5);
  });

  it('does not retry an error the policy does not name', async () => {
    let n = 0;
    const failing = withRetry(
      async () => {
        n++;
        throw { code: 'SQLITE_CONSTRAINT_UNIQUE' };
      },
      { retryable: isSqliteBusy, maxAttempts: 10, sleep: async () => {} },
    );
    await expect(failing).rejects.toEqual({ code: 'SQLITE_CONSTRAINT_UNIQUE' });
    expect(n).toBe(1);
  });
});
