/**
 * The pool analysis widget's texts. The spec names the info table's metrics (§9: LTV, DTI,
 * FICO, interestRate with MIN, MAX, AVG) — those come from the server's answer as it words
 * them; the headings, chart titles and the table fallback's labels the spec has no words for
 * are written here once.
 */
import type { StratMetric } from './props';

/** The widget's own wording. */
export const ANALYSIS_TEXT = {
  heading: 'Pool Summary',
  summaryHeading: 'Totals and weighted averages',
  infoHeading: 'Loan parameters (MIN / MAX / AVG)',
  chartsHeading: 'Distribution of the pool',
  loans: 'Loans',
  totalBalance: 'Total balance ($)',
  metric: 'Metric',
  min: 'MIN',
  max: 'MAX',
  avg: 'AVG',
  weightedAvg: 'Weighted AVG',
  showAsTable: 'Show as table',
  bucket: 'Bucket',
  balance: 'Balance ($)',
  shareOfLoans: '% of loans',
  shareOfBalance: '% of balance',
  notReported: 'Not reported',
  state: 'State',
  stateTitle: 'Distribution by state',
  otherStates: 'Other',
} as const;

/** Each strat's chart title. */
export const STRAT_TITLES: Readonly<Record<StratMetric, string>> = {
  fico: 'Distribution by FICO',
  ltv: 'Distribution by LTV (%)',
  dti: 'Distribution by DTI (%)',
  interestRate: 'Distribution by interest rate (%)',
  tenure: 'Distribution by tenure (months)',
  amount: 'Distribution by loan amount ($)',
};

/** The weighted averages' labels, in the order the summary shows them. */
export const WEIGHTED_AVERAGE_LABELS = {
  interestRate: 'WA interest rate (%)',
  fico: 'WA FICO',
  ltv: 'WA LTV (%)',
  dti: 'WA DTI (%)',
  tenure: 'WA tenure (months)',
} as const;

/** The chart's accessible description: what the bars show and the largest bucket. */
export function chartDescription(title: string, largest: { label: string; share: string } | null): string {
  return largest === null
    ? `${title}: no loans in the pool.`
    : `${title}: share of the pool's balance per bucket; the largest is ${largest.label} with ${largest.share}.`;
}
