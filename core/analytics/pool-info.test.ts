import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeLoan, sampleLoans } from '../loans/testing/loan-samples';
import { cents } from '../money/cents';
import { poolInfoTable, poolSummary } from './pool-info';

const a = makeLoan({ id: 'a', amountCents: cents(10_000_000), ltv: 60, dti: 30, fico: 700, interestRate: 6 });
const b = makeLoan({ id: 'b', amountCents: cents(30_000_000), ltv: 80, dti: 40, fico: 780, interestRate: 7 });

describe('pool info table (spec §9)', () => {
  it('has the rows LTV, DTI, FICO, interestRate with MIN, MAX, AVG and the balance-weighted average', () => {
    expect(poolInfoTable([a, b])).toEqual([
      { metric: 'LTV', min: 60, max: 80, avg: 70, weightedAvg: 75 },
      { metric: 'DTI', min: 30, max: 40, avg: 35, weightedAvg: 37.5 },
      { metric: 'FICO', min: 700, max: 780, avg: 740, weightedAvg: 760 },
      { metric: 'interestRate', min: 6, max: 7, avg: 6.5, weightedAvg: 6.75 },
    ]);
  });

  it('shows empty cells for an empty pool', () => {
    expect(poolInfoTable([]).every((r) => r.min === null && r.avg === null && r.weightedAvg === null)).toBe(
      true,
    );
  });

  it('every row keeps MIN ≤ AVG ≤ MAX and MIN ≤ weighted ≤ MAX', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 40 }), (seed, n) => {
        for (const row of poolInfoTable(sampleLoans(seed, n))) {
          expect(row.min!).toBeLessThanOrEqual(row.avg!);
          expect(row.avg!).toBeLessThanOrEqual(row.max!);
          expect(row.min!).toBeLessThanOrEqual(row.weightedAvg!);
          expect(row.weightedAvg!).toBeLessThanOrEqual(row.max!);
        }
      }),
    );
  });
});

describe('pool summary', () => {
  it('totals the count and balance and weights averages by balance', () => {
    expect(poolSummary([a, b])).toEqual({
      count: 2,
      totalBalanceCents: 40_000_000,
      weightedAverages: { interestRate: 6.75, fico: 760, ltv: 75, dti: 37.5, tenureMonths: 360 },
    });
    expect(poolSummary([])).toMatchObject({
      count: 0,
      totalBalanceCents: 0,
      weightedAverages: { fico: null },
    });
  });
});
