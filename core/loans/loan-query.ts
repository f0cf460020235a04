import type { Loan, LoanStatus } from './loan';
import { compareLoans, type LoanSort } from './loan-sort';

/**
 * The declarative shape of a loan search (spec §3 filter payload, §9 "page 1, limit 500") and
 * its meaning as a pure predicate. The in-memory store filters with `matchesLoanQuery`; the
 * database adapters translate the same shape to SQL, and the contract suite checks both against
 * this predicate, so there is exactly one definition of what a filter means.
 */

/**
 * An inclusive range. Only complete ranges exist here: half-open input is dropped earlier (spec
 * §5 "ranges apply only when both lower and upper values given"). A reversed range (min > max)
 * is the empty interval and matches nothing — in memory and in SQL alike (`isEmptyRange`); it is
 * never swapped, since which end the user got wrong cannot be known. The request layer refuses a
 * reversed pair outright (loan-filters.ts `toRange`), so a user is told rather than shown nothing.
 */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
}

/** Filters after normalisation; every field is optional and they combine with AND. */
export interface LoanFilters {
  readonly fico?: NumberRange;
  readonly ltv?: NumberRange;
  readonly dti?: NumberRange;
  readonly tenureMonths?: NumberRange;
  /** In cents. */
  readonly amountCents?: NumberRange;
  /** HMDA radio groups: exact match on the borrower's value. */
  readonly gender?: string;
  readonly ethnicity?: string;
  readonly race?: string;
  /** Substring of the loan number, ASCII case-insensitive. */
  readonly loanNumberContains?: string;
  readonly borrowerId?: string;
  readonly tapeName?: string;
  readonly status?: LoanStatus;
  readonly ownerId?: string;
  /** Only loans whose pool entry for this user is 'Added'. */
  readonly pooledBy?: string;
}

/**
 * Which loans a viewer may see. A loan is visible when `everything` is set or it matches ANY
 * clause: published or owned by `partyId`, status among `statuses`, tape among `tapeNames`,
 * id among `loanIds`. Empty lists match nothing.
 */
export interface LoanVisibility {
  readonly everything: boolean;
  readonly partyId: string | null;
  readonly statuses: readonly LoanStatus[];
  readonly tapeNames: readonly string[];
  readonly loanIds: readonly string[];
}

/**
 * A page of a search. Loans are ordered by `sort` (missing values last, ties by id), or by `id`
 * ascending without one (ids sort by creation time).
 */
export interface LoanSearchQuery {
  readonly visibility: LoanVisibility;
  readonly filters: LoanFilters;
  readonly sort?: LoanSort;
  /** 1-based. */
  readonly page: number;
  readonly limit: number;
}

export interface LoanPage {
  readonly items: Loan[];
  /** Every loan matching visibility and filters, not only this page. */
  readonly total: number;
}

/** How many visible loans each tape holds (tapes with none are left out), ordered by tape name. */
export interface TapeCount {
  readonly tapeName: string;
  readonly count: number;
}

/** Pool membership as the search needs it: is `loanId` in `userId`'s pool? */
export type PooledLookup = (userId: string, loanId: string) => boolean;

/** True when `loan` is visible under `visibility`. */
export function isVisible(loan: Loan, v: LoanVisibility): boolean {
  return (
    v.everything ||
    (v.partyId !== null && (loan.lenderId === v.partyId || loan.ownerId === v.partyId)) ||
    v.statuses.includes(loan.status) ||
    v.tapeNames.includes(loan.tapeName) ||
    v.loanIds.includes(loan.id)
  );
}

/** True when `range` holds no value at all (min > max, or an end that is not a number). */
export function isEmptyRange(range: NumberRange): boolean {
  return !(range.min <= range.max);
}

/** A missing value (the tape reported none) is in no range: a filter counts real values only. */
const inRange = (value: number | null, range: NumberRange | undefined) =>
  range === undefined || (value !== null && !isEmptyRange(range) && value >= range.min && value <= range.max);

const equalsIfSet = (value: string | null, wanted: string | undefined) =>
  wanted === undefined || value === wanted;

/** Lower-cases ASCII letters only, so every database agrees (loan numbers are ASCII in practice). */
export function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** True when `loan` satisfies every filter. */
export function matchesFilters(loan: Loan, f: LoanFilters, pooled: PooledLookup): boolean {
  return (
    inRange(loan.fico, f.fico) &&
    inRange(loan.ltv, f.ltv) &&
    inRange(loan.dti, f.dti) &&
    inRange(loan.tenureMonths, f.tenureMonths) &&
    inRange(loan.amountCents, f.amountCents) &&
    equalsIfSet(loan.borrower.gender, f.gender) &&
    equalsIfSet(loan.borrower.ethnicity, f.ethnicity) &&
    equalsIfSet(loan.borrower.race, f.race) &&
    equalsIfSet(loan.borrower.id, f.borrowerId) &&
    equalsIfSet(loan.tapeName, f.tapeName) &&
    equalsIfSet(loan.status, f.status) &&
    equalsIfSet(loan.ownerId, f.ownerId) &&
    (f.loanNumberContains === undefined ||
      asciiLower(loan.loanNumber).includes(asciiLower(f.loanNumberContains))) &&
    (f.pooledBy === undefined || pooled(f.pooledBy, loan.id))
  );
}

/** The whole search over an in-memory list: what every store must return for `query`. */
export function searchLoansIn(
  loans: readonly Loan[],
  query: LoanSearchQuery,
  pooled: PooledLookup,
): LoanPage {
  const hits = loans
    .filter((loan) => isVisible(loan, query.visibility) && matchesFilters(loan, query.filters, pooled))
    .sort(compareLoans(query.sort));
  const start = (query.page - 1) * query.limit;
  return { items: hits.slice(start, start + query.limit), total: hits.length };
}

/** Visible loans per tape: what every store's `countByTape` must return. */
export function tapeCountsIn(loans: readonly Loan[], visibility: LoanVisibility): TapeCount[] {
  const counts = new Map<string, number>();
  for (const loan of loans) {
    if (isVisible(loan, visibility)) counts.set(loan.tapeName, (counts.get(loan.tapeName) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([tapeName, count]) => ({ tapeName, count }));
}
