import type { Loan } from '../loans/loan';

/**
 * The loan figures analytics work on, in the loan's own units: FICO points, LTV/DTI/rate in
 * percent, tenure in months, amount in cents.
 */
export const LOAN_METRICS = ['fico', 'ltv', 'dti', 'interestRate', 'tenureMonths', 'amountCents'] as const;

export type LoanMetric = (typeof LOAN_METRICS)[number];

/** The value of `metric` on `loan`. */
export function metricOf(loan: Loan, metric: LoanMetric): number {
  return loan[metric];
}
