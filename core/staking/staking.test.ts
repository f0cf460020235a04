import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents';
import { initialStake, unstakeResponseDeadline, unstakeState } from './staking';

describe('initial stake (spec §9: 2 basis points of loan value)', () => {
  it('is 2 bps of the loan value, to the nearest cent, half up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (value) => {
        const stake = initialStake(cents(value));
        expect(Number.isInteger(stake)).toBe(true);
        // |stake − value·2/10000| ≤ ½ cent, and exactly ½ rounds up.
        const diff = stake * 10_000 - value * 2;
        expect(diff).toBeGreaterThan(-5_000);
        expect(diff).toBeLessThanOrEqual(5_000);
      }),
    );
  });

  it('stakes $50.00 on a $250,000 loan and rounds sub-cent stakes half up', () => {
    expect(initialStake(cents(25_000_000))).toBe(5_000);
    expect(initialStake(cents(2_499))).toBe(0);
    expect(initialStake(cents(2_500))).toBe(1);
    expect(initialStake(cents(0))).toBe(0);
  });
});

describe('refinance unstaking (spec §9: 15 days, else auction)', () => {
  const requestedAt = '2026-03-01T10:00:00.000Z';

  it('gives the lender 15 × 24 hours', () => {
    expect(unstakeResponseDeadline(requestedAt)).toBe('2026-03-16T10:00:00.000Z');
  });

  it('is answered when the lender answers by the deadline, to auction when later or never', () => {
    expect(
      unstakeState({ requestedAt, answeredAt: '2026-03-16T10:00:00.000Z' }, '2026-04-01T00:00:00.000Z'),
    ).toBe('answered');
    expect(
      unstakeState({ requestedAt, answeredAt: '2026-03-16T10:00:00.001Z' }, '2026-04-01T00:00:00.000Z'),
    ).toBe('to_auction');
    expect(unstakeState({ requestedAt, answeredAt: null }, '2026-03-16T10:00:00.000Z')).toBe(
      'awaiting_lender',
    );
    expect(unstakeState({ requestedAt, answeredAt: null }, '2026-03-16T10:00:00.001Z')).toBe('to_auction');
  });

  it('never sends an answered request to auction, whatever now is', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 15 * 86_400_000 }),
        fc.integer({ min: 0, max: 1e11 }),
        (delay, later) => {
          const answeredAt = new Date(Date.parse(requestedAt) + delay).toISOString();
          const now = new Date(Date.parse(requestedAt) + later).toISOString();
          expect(unstakeState({ requestedAt, answeredAt }, now)).toBe('answered');
        },
      ),
    );
  });

  it('refuses a malformed instant', () => {
    expect(() => unstakeResponseDeadline('soon')).toThrow(RangeError);
  });
});
