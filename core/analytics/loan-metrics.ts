import type { Loan } from '../loans/loan';

/**
 * The loan figures analytics work on, in the loan's own units: FICO points, LTV/DTI/rate in
 * percent, tenure in months, amount in cents.
 */
export const LOAN_METRICS = ['fico', 'ltv', 'dti', 'interestRate', 'tenureMonths', 'amountCents'] as const;

export type LoanMetric = (typeof LOAN_METRICS)[number];

/** The value of `metric` on `loan`; null when the loan's tape reported none. */
export function metricOf(loan: Loan, metric: LoanMetric): number | null {
  return loan[metric];
}

/** The loans' values of `metric` with their balances, leaving out loans that have no value. */
export function reportedValues(
  loans: readonly Loan[],
  metric: LoanMetric,
): { readonly value: number; readonly weight: number }[] {
  const pairs: { value: number; weight: number }[] = [];
  for (const loan of loans) {
    const value = metricOf(loan, metric);
    if (value !== null) pairs.push({ value, weight: loan.amountCents });
  }
  return pairs;
}
