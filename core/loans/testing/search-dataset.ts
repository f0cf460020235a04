import type { Loan } from '../loan';
import type { LoanVisibility } from '../loan-query';
import { makeLoan, sampleLoans } from './loan-samples';

/**
 * The data set of the search contract: 80 sampled loans, plus loan numbers holding LIKE
 * wildcards, a backslash and mixed case (a store must match text literally), and a pool for
 * `investor-1`. Plain data, so a database contract run inserts exactly what the oracle sees.
 */
const tricky: Loan[] = ['AB%1', 'ab_2', 'XY%Z', 'a\\b'].map((loanNumber, i) =>
  makeLoan({ id: `loan-9${i}`, loanNumber, tapeName: 'Tape W' }),
);

/**
 * Loans whose tape reported no rate, FICO, LTV, DTI or tenure (HMDA `NA`, `Exempt`, 8888): a
 * range filter must leave them out in memory and in SQL alike, even a range starting at 0.
 */
const notReported: Loan[] = sampleLoans(8, 10).map((loan, i) => ({
  ...loan,
  id: `loan-8${i}`,
  loanNumber: `NR-${i}`,
  fico: i % 2 === 0 ? null : loan.fico,
  ltv: i % 3 === 0 ? null : loan.ltv,
  dti: i % 3 === 1 ? null : loan.dti,
  tenureMonths: i % 4 === 0 ? null : loan.tenureMonths,
  interestRate: i % 5 === 0 ? null : loan.interestRate,
}));

export const SEARCH_DATASET: readonly Loan[] = [...sampleLoans(7, 80), ...tricky, ...notReported];

/** Every third loan of the data set is in investor-1's pool. */
export const POOLED_IDS: readonly string[] = SEARCH_DATASET.filter((_, i) => i % 3 === 0).map((l) => l.id);

/** Pool membership of the data set, as `searchLoansIn` needs it. */
export const pooledInDataset = (userId: string, loanId: string) =>
  userId === 'investor-1' && POOLED_IDS.includes(loanId);

/** Sees every loan (an operator). */
export const SEE_EVERYTHING: LoanVisibility = {
  everything: true,
  partyId: null,
  statuses: [],
  tapeNames: [],
  loanIds: [],
};

/** Sees no loan. */
export const SEE_NOTHING: LoanVisibility = { ...SEE_EVERYTHING, everything: false };
