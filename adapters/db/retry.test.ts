import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffMs, isRetryable } from './retry';

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
