import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Cents, cents } from '../money/cents';
import {
  compareByTimeBucket,
  type SortableBid,
  sortByTimeBucket,
  TIME_BUCKET_ORDER,
  timeBucket,
} from './bid-sort';
import { at, DAY, HOUR } from './testing/bidding-world';

const NOW = new Date(at(0));
const row = (bidId: string, endsIn: number, amount: number | null): SortableBid => ({
  bidId,
  validTill: at(endsIn),
  bidAmountCents: amount === null ? null : cents(amount),
});

const rowsArb = fc.uniqueArray(
  fc.record({
    bidId: fc.string({ minLength: 1, maxLength: 4 }),
    endsIn: fc.oneof(
      fc.constantFrom(0, 1, HOUR - 1, HOUR, DAY - 1, DAY, -1),
      fc.integer({ min: -3 * DAY, max: 5 * DAY }),
    ),
    amount: fc.option(fc.constantFrom(100, 250, 999, 5000), { nil: null }),
  }),
  { selector: (r) => r.bidId, maxLength: 12 },
);

const sign = (n: number) => Math.sign(n);
const rank = (r: SortableBid) => TIME_BUCKET_ORDER.indexOf(timeBucket(r.validTill, NOW));

describe('the bid list order (spec §4: time bucket, then bid amount)', () => {
  it('shows under a day, then over a day, then under an hour, then expired', () => {
    const rows = [
      row('expired', -1, 900),
      row('minutes', 30 * 60_000, 900),
      row('days', 3 * DAY, 100),
      row('hours', 5 * HOUR, 100),
    ];
    expect(sortByTimeBucket(rows, NOW).map((r) => r.bidId)).toEqual(['hours', 'days', 'minutes', 'expired']);
  });

  it('puts each boundary in the bucket its expire-in cell shows', () => {
    expect(timeBucket(at(1), NOW)).toBe('under_an_hour');
    expect(timeBucket(at(HOUR - 1), NOW)).toBe('under_an_hour');
    expect(timeBucket(at(HOUR), NOW)).toBe('under_a_day');
    expect(timeBucket(at(DAY - 1), NOW)).toBe('under_a_day');
    expect(timeBucket(at(DAY), NOW)).toBe('over_a_day');
    expect(timeBucket(at(0), NOW)).toBe('expired');
    expect(timeBucket('not a date', NOW)).toBe('expired');
  });

  it('within a bucket shows the highest amount first and rows without an amount last, then the soonest end', () => {
    const rows = [
      row('none', 2 * HOUR, null),
      row('low', 2 * HOUR, 100),
      row('high-late', 3 * HOUR, 900),
      row('high', 2 * HOUR, 900),
    ];
    expect(sortByTimeBucket(rows, NOW).map((r) => r.bidId)).toEqual(['high', 'high-late', 'low', 'none']);
  });

  it('is a total order: antisymmetric, transitive, equal only for the same bid', () => {
    const cmp = compareByTimeBucket(NOW);
    fc.assert(
      fc.property(rowsArb, (specs) => {
        const rows = specs.map((s) => row(s.bidId, s.endsIn, s.amount));
        for (const a of rows) {
          for (const b of rows) {
            expect(sign(cmp(a, b)) + sign(cmp(b, a))).toBe(0);
            expect(cmp(a, b) === 0).toBe(a.bidId === b.bidId);
            for (const c of rows) if (cmp(a, b) < 0 && cmp(b, c) < 0) expect(cmp(a, c)).toBeLessThan(0);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('is consistent with buckets then amount, whatever order the rows came in', () => {
    fc.assert(
      fc.property(rowsArb, fc.nat(), (specs, seed) => {
        const rows = specs.map((s) => row(s.bidId, s.endsIn, s.amount));
        const sorted = sortByTimeBucket(rows, NOW);
        const rotated = [
          ...rows.slice(seed % (rows.length || 1)),
          ...rows.slice(0, seed % (rows.length || 1)),
        ];
        expect(sortByTimeBucket(rotated.reverse(), NOW)).toEqual(sorted);
        for (let i = 1; i < sorted.length; i += 1) {
          const [prev, next] = [sorted[i - 1]!, sorted[i]!];
          expect(rank(prev)).toBeLessThanOrEqual(rank(next));
          if (rank(prev) === rank(next)) expect(amount(prev)).toBeGreaterThanOrEqual(amount(next));
        }
      }),
    );
  });
});

const amount = (r: SortableBid): number => (r.bidAmountCents === null ? -1 : (r.bidAmountCents as Cents));
