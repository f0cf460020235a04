import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minMaxAvg, weightedAverage } from './statistics';

const value = fc.double({ min: 0, max: 1000, noNaN: true });

describe('pool statistics', () => {
  it('MIN ≤ AVG ≤ MAX', () => {
    fc.assert(
      fc.property(fc.array(value, { minLength: 1 }), (values) => {
        const s = minMaxAvg(values)!;
        expect(s.min).toBe(Math.min(...values));
        expect(s.max).toBe(Math.max(...values));
        expect(s.min).toBeLessThanOrEqual(s.avg);
        expect(s.avg).toBeLessThanOrEqual(s.max);
      }),
    );
  });

  it('the average of equal values is that value, despite float sums', () => {
    expect(minMaxAvg([0.1, 0.1, 0.1])).toEqual({ min: 0.1, max: 0.1, avg: 0.1 });
    expect(minMaxAvg([2, 4, 9])?.avg).toBe(5);
  });

  it('the weighted average lies between the min and max of the weighted values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ value, weight: fc.integer({ min: 0, max: 1e9 }) }), { minLength: 1 }),
        (pairs) => {
          const counted = pairs.filter((p) => p.weight > 0).map((p) => p.value);
          const wa = weightedAverage(pairs);
          if (counted.length === 0) {
            expect(wa).toBeNull();
            return;
          }
          expect(wa!).toBeGreaterThanOrEqual(Math.min(...counted));
          expect(wa!).toBeLessThanOrEqual(Math.max(...counted));
        },
      ),
    );
  });

  it('weights by balance: a big loan pulls the average towards its value', () => {
    expect(
      weightedAverage([
        { value: 700, weight: 100 },
        { value: 800, weight: 300 },
      ]),
    ).toBe(775);
    expect(weightedAverage([])).toBeNull();
    expect(minMaxAvg([])).toBeNull();
  });
});
