import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleLoans } from '../loans/testing/loan-samples';
import { LOAN_METRICS } from './loan-metrics';
import { stratify, stratRequestSchema } from './strats';

const boundariesArb = fc
  .uniqueArray(fc.integer({ min: 0, max: 900 }), { minLength: 1, maxLength: 8 })
  .map((xs) => [...xs].sort((x, y) => x - y));

describe('strats', () => {
  it('buckets partition the loans: counts and balances sum to the totals, each loan in its own bucket', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom(...LOAN_METRICS),
        boundariesArb,
        (seed, n, metric, boundaries) => {
          const loans = sampleLoans(seed, n);
          const strat = stratify(loans, { metric, boundaries });
          expect(strat.buckets).toHaveLength(boundaries.length + 1);
          expect(strat.buckets.reduce((s, b) => s + b.count, 0)).toBe(loans.length);
          expect(strat.buckets.reduce((s, b) => s + b.balanceCents, 0)).toBe(
            loans.reduce((s, l) => s + l.amountCents, 0),
          );
          for (const loan of loans) {
            const v = loan[metric]!;
            const holding = strat.buckets.filter(
              (b) => (b.from === null || v >= b.from) && (b.to === null || v < b.to),
            );
            expect(holding).toHaveLength(1);
          }
          if (n > 0) expect(strat.buckets.reduce((s, b) => s + b.countShare, 0)).toBeCloseTo(1, 9);
        },
      ),
    );
  });

  it('puts loans with no value in no bucket but counts them as not reported', () => {
    const loans = sampleLoans(3, 6).map((l, i) => (i < 2 ? { ...l, fico: null } : l));
    const strat = stratify(loans, { metric: 'fico', boundaries: [700] });
    expect(strat.buckets.reduce((s, b) => s + b.count, 0)).toBe(4);
    expect(strat.notReported).toEqual({
      count: 2,
      balanceCents: loans[0]!.amountCents + loans[1]!.amountCents,
    });
  });

  it('labels FICO bands as half-open ranges', () => {
    const strat = stratify(sampleLoans(1, 10), { metric: 'fico', boundaries: [660, 720] });
    expect(strat.buckets.map((b) => b.label)).toEqual(['< 660', '660 – < 720', '≥ 720']);
  });

  it('refuses boundaries that do not rise strictly or an unknown metric', () => {
    expect(stratRequestSchema.safeParse({ metric: 'fico', boundaries: [700, 700] }).success).toBe(false);
    expect(stratRequestSchema.safeParse({ metric: 'fico', boundaries: [] }).success).toBe(false);
    expect(stratRequestSchema.safeParse({ metric: 'colour', boundaries: [1] }).success).toBe(false);
  });
});
