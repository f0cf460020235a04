import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AttemptRecord, afterFailure, type LockoutPolicy, lockedUntil } from './lockout';

const POLICY: LockoutPolicy = { maxFailures: 10, windowSeconds: 900, lockSeconds: 900 };
const T0 = Date.parse('2026-01-15T12:00:00.000Z');

/** Replays failures at the given offsets (ms after T0), returning the record after each. */
function replay(offsets: number[], policy = POLICY): AttemptRecord[] {
  const out: AttemptRecord[] = [];
  let record: AttemptRecord | null = null;
  for (const offset of offsets) {
    record = afterFailure(record, 'password:u1', new Date(T0 + offset), policy);
    out.push(record);
  }
  return out;
}

/** Offsets from gaps between failures. */
function runningSum(gaps: number[]): number[] {
  let total = 0;
  return gaps.map((g) => (total += g));
}

describe('lockout rules', () => {
  it('locks on the 10th failure within 15 minutes, for 15 minutes', () => {
    const records = replay(Array.from({ length: 10 }, (_, i) => i * 60_000));
    expect(records.slice(0, 9).every((r) => r.lockedUntil === null)).toBe(true);
    expect(records[9]!.lockedUntil).toBe(new Date(T0 + 9 * 60_000 + 900_000).toISOString());
    expect(lockedUntil(records[9]!, new Date(T0 + 9 * 60_000 + 899_999))).not.toBeNull();
    expect(lockedUntil(records[9]!, new Date(T0 + 9 * 60_000 + 900_000))).toBeNull();
  });

  it('starts counting afresh once the window has passed', () => {
    const records = replay([...Array.from({ length: 9 }, () => 0), 900_000]);
    expect(records.at(-1)).toMatchObject({ failures: 1, lockedUntil: null });
  });

  it('never locks with fewer failures than the limit inside any window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 600_000 }), { maxLength: 40 }), (gaps) => {
        const offsets = runningSum(gaps);
        const records = replay(offsets);
        records.forEach((r, i) => {
          if (r.lockedUntil === null) return;
          // A lock needs maxFailures failures inside one window ending now.
          const inWindow = offsets
            .slice(0, i + 1)
            .filter((o) => offsets[i]! - o < POLICY.windowSeconds * 1000);
          expect(inWindow.length).toBeGreaterThanOrEqual(POLICY.maxFailures);
        });
      }),
    );
  });

  it('always locks when the limit is reached in quick succession', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 10, maxLength: 10 }), (gaps) => {
        const offsets = runningSum(gaps);
        expect(replay(offsets).at(-1)!.lockedUntil).not.toBeNull();
      }),
    );
  });
});
