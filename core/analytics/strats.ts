import { z } from 'zod';
import type { Loan } from '../loans/loan';
import { type Cents, sumCents } from '../money/cents';
import { LOAN_METRICS, type LoanMetric, metricOf } from './loan-metrics';

/**
 * Strats (stratification tables): how a pool's loans and balance spread over buckets of one
 * metric — FICO bands, LTV bands, rate bands. The caller gives the boundaries; n ascending
 * boundaries make n + 1 half-open buckets: below the first, [bᵢ, bᵢ₊₁), and from the last up.
 * Every loan with a value falls in exactly one bucket; loans whose tape reported none (HMDA `NA`)
 * are counted in `notReported`, so buckets and `notReported` add up to the pool's.
 */

export const stratRequestSchema = z.object({
  metric: z.enum(LOAN_METRICS),
  boundaries: z
    .array(z.number().finite())
    .min(1)
    .max(50)
    .refine((b) => b.every((x, i) => i === 0 || b[i - 1]! < x), { message: 'boundaries must rise strictly' }),
});

export type StratRequest = z.infer<typeof stratRequestSchema>;

export interface StratBucket {
  /** Inclusive lower bound; null for the first bucket. */
  readonly from: number | null;
  /** Exclusive upper bound; null for the last bucket. */
  readonly to: number | null;
  readonly label: string;
  readonly count: number;
  readonly balanceCents: Cents;
  /** Shares of the pool, 0..1 (0 for an empty pool). */
  readonly countShare: number;
  readonly balanceShare: number;
}

export interface Strat {
  readonly metric: LoanMetric;
  readonly buckets: readonly StratBucket[];
  /** The loans with no value for the metric: in no bucket. */
  readonly notReported: { readonly count: number; readonly balanceCents: Cents };
}

const label = (from: number | null, to: number | null) =>
  from === null ? `< ${to}` : to === null ? `≥ ${from}` : `${from} – < ${to}`;

/** The bucket index of `value`: how many boundaries are ≤ value. */
function bucketOf(value: number, boundaries: readonly number[]): number {
  let i = 0;
  while (i < boundaries.length && boundaries[i]! <= value) i++;
  return i;
}

/** Stratifies `loans` by `request.metric` (boundaries assumed valid: see `stratRequestSchema`). */
export function stratify(loans: readonly Loan[], request: StratRequest): Strat {
  const { metric, boundaries } = request;
  const groups: Loan[][] = Array.from({ length: boundaries.length + 1 }, () => []);
  const missing: Loan[] = [];
  for (const loan of loans) {
    const value = metricOf(loan, metric);
    if (value === null) missing.push(loan);
    else groups[bucketOf(value, boundaries)]!.push(loan);
  }
  const totalBalance = sumCents(loans.map((l) => l.amountCents));
  return {
    metric,
    notReported: { count: missing.length, balanceCents: sumCents(missing.map((l) => l.amountCents)) },
    buckets: groups.map((group, i) => {
      const from = i === 0 ? null : boundaries[i - 1]!;
      const to = i === boundaries.length ? null : boundaries[i]!;
      const balanceCents = sumCents(group.map((l) => l.amountCents));
      return {
        from,
        to,
        label: label(from, to),
        count: group.length,
        balanceCents,
        countShare: loans.length === 0 ? 0 : group.length / loans.length,
        balanceShare: totalBalance === 0 ? 0 : balanceCents / totalBalance,
      };
    }),
  };
}
