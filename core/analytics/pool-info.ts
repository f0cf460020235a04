import type { Loan } from '../loans/loan';
import { type Cents, sumCents } from '../money/cents';
import { reportedValues } from './loan-metrics';
import { minMaxAvg, weightedAverage } from './statistics';

/**
 * The pool info table (spec §9: metrics LTV, DTI, FICO, interestRate with MIN, MAX, AVG), with
 * the balance-weighted average beside each, and the pool summary totals the Loan Pool screen
 * shows (spec §3 "summary totals"). Loans whose tape reported no value for a metric are left out
 * of that metric's figures (never counted as 0).
 */

/** Spec §9 metric labels, word for word, with the loan field each reads. */
export const POOL_INFO_METRICS = [
  { label: 'LTV', metric: 'ltv' },
  { label: 'DTI', metric: 'dti' },
  { label: 'FICO', metric: 'fico' },
  { label: 'interestRate', metric: 'interestRate' },
] as const;

export interface PoolInfoRow {
  readonly metric: (typeof POOL_INFO_METRICS)[number]['label'];
  /** Null when no loan of the pool has a value. */
  readonly min: number | null;
  readonly max: number | null;
  readonly avg: number | null;
  /** Weighted by loan balance (amount). */
  readonly weightedAvg: number | null;
}

/** One row per spec §9 metric. */
export function poolInfoTable(loans: readonly Loan[]): PoolInfoRow[] {
  return POOL_INFO_METRICS.map(({ label, metric }) => {
    const pairs = reportedValues(loans, metric);
    const stats = minMaxAvg(pairs.map((p) => p.value));
    return {
      metric: label,
      min: stats?.min ?? null,
      max: stats?.max ?? null,
      avg: stats?.avg ?? null,
      weightedAvg: weightedAverage(pairs),
    };
  });
}

export interface PoolSummary {
  readonly count: number;
  readonly totalBalanceCents: Cents;
  /** Balance-weighted averages; null for an empty pool. */
  readonly weightedAverages: {
    readonly interestRate: number | null;
    readonly fico: number | null;
    readonly ltv: number | null;
    readonly dti: number | null;
    readonly tenureMonths: number | null;
  };
}

/** Count, total balance and balance-weighted averages of a pool. */
export function poolSummary(loans: readonly Loan[]): PoolSummary {
  const wa = (metric: 'interestRate' | 'fico' | 'ltv' | 'dti' | 'tenureMonths') =>
    weightedAverage(reportedValues(loans, metric));
  return {
    count: loans.length,
    totalBalanceCents: sumCents(loans.map((l) => l.amountCents)),
    weightedAverages: {
      interestRate: wa('interestRate'),
      fico: wa('fico'),
      ltv: wa('ltv'),
      dti: wa('dti'),
      tenureMonths: wa('tenureMonths'),
    },
  };
}
