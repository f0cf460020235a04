import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_CONFIG } from './config';
import { type AttemptRecord, afterFailure, blockedUntil, delaySeconds, guessesPerWindow } from './throttle';

const POLICY = DEFAULT_AUTH_CONFIG.passwordThrottle;
const T0 = Date.parse('2026-01-15T12:00:00.000Z');

/** Replays failures at the given offsets (ms after T0), returning the record after each. */
function replay(offsets: number[]): AttemptRecord[] {
  const out: AttemptRecord[] = [];
  let record: AttemptRecord | null = null;
  for (const offset of offsets) {
    record = afterFailure(record, 'password:u1@10.0.0.1', new Date(T0 + offset), POLICY);
    out.push(record);
  }
  return out;
}

describe('throttle rules', () => {
  it('lets 9 failures pass freely, then makes each wait 1 s, 2 s, 4 s … up to 15 minutes', () => {
    expect(Array.from({ length: 22 }, (_, i) => delaySeconds(i + 1, POLICY))).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900,
    ]);
  });

  it('holds the key until the delay has passed, and not a moment longer', () => {
    const records = replay(Array.from({ length: 10 }, () => 0));
    expect(records.slice(0, 9).every((r) => r.lockedUntil === null)).toBe(true);
    expect(blockedUntil(records[9]!, new Date(T0 + 999))).not.toBeNull();
    expect(blockedUntil(records[9]!, new Date(T0 + 1000))).toBeNull();
  });

  it('starts counting afresh once the window has passed', () => {
    const records = replay([...Array.from({ length: 15 }, () => 0), POLICY.windowSeconds * 1000]);
    expect(records.at(-1)).toMatchObject({ failures: 1, lockedUntil: null });
  });

  it('allows at most 114 guesses per key per day under the defaults (the README arithmetic)', () => {
    expect(guessesPerWindow(POLICY)).toBe(114);
    expect(guessesPerWindow(DEFAULT_AUTH_CONFIG.otpThrottle)).toBe(114);
  });

  it('never lets anyone who waits as told make more guesses in a day than the bound', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3_600_000 }), { maxLength: 200 }), (extra) => {
        // An attacker retries the moment the key allows, plus arbitrary extra pauses.
        let record: AttemptRecord | null = null;
        let at = T0;
        let guesses = 0;
        for (let i = 0; at < T0 + 86_400_000; i++) {
          const until = blockedUntil(record, new Date(at));
          if (until) at = Date.parse(until);
          if (at >= T0 + 86_400_000) break;
          record = afterFailure(record, 'k', new Date(at), POLICY);
          guesses += 1;
          at += extra[i] ?? 0;
        }
        expect(guesses).toBeLessThanOrEqual(guessesPerWindow(POLICY));
      }),
    );
  });
});
