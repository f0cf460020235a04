import type { Loan } from './loan';

/**
 * The order of a loan search (issue 14: LOAN RECORDS sorts on the server, 100,000 rows): a
 * closed set of sortable fields — the LOAN RECORDS data columns of spec §2 — and a direction.
 * A loan whose tape reported no value sorts last whichever the direction (a missing FICO is
 * neither the best nor the worst); equal values keep id order, so pages never overlap. The
 * stores order in SQL; `compareLoans` is the reference they are checked against.
 */

/** The fields a search may be sorted by, as the API names them. */
export const LOAN_SORT_FIELDS = ['loanId', 'tapeName', 'amount', 'tenure', 'fico', 'ltv', 'dti'] as const;

/** One of {@link LOAN_SORT_FIELDS}. */
export type LoanSortField = (typeof LOAN_SORT_FIELDS)[number];

/** The two directions. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** Ascending or descending. */
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A search's order: by `field` in `direction`, then by id ascending. */
export interface LoanSort {
  readonly field: LoanSortField;
  readonly direction: SortDirection;
}

/** The value of `loan` a field sorts by (null: not reported). */
export function sortValue(loan: Loan, field: LoanSortField): string | number | null {
  switch (field) {
    case 'loanId':
      return loan.loanNumber;
    case 'tapeName':
      return loan.tapeName;
    case 'amount':
      return loan.amountCents;
    case 'tenure':
      return loan.tenureMonths;
    case 'fico':
      return loan.fico;
    case 'ltv':
      return loan.ltv;
    case 'dti':
      return loan.dti;
  }
}

/** True when `field` is a sortable field. */
export function isLoanSortField(field: string): field is LoanSortField {
  return (LOAN_SORT_FIELDS as readonly string[]).includes(field);
}

const byId = (a: Loan, b: Loan) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The reference order: `sort`'s field in its direction with missing values last, then id
 * ascending; id ascending alone without a sort. Text compares by code unit, as the stores do.
 */
export function compareLoans(sort: LoanSort | undefined): (a: Loan, b: Loan) => number {
  if (!sort) return byId;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const x = sortValue(a, sort.field);
    const y = sortValue(b, sort.field);
    if (x === y) return byId(a, b);
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * sign;
  };
}
