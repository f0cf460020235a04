/**
 * A loan search's ORDER BY (core/loans/loan-sort.ts): the column comes from a closed map of the
 * sortable fields — never from the request's text — missing values last in either direction,
 * then id ascending so paging is stable; text in code-point order on both databases. The search
 * index of 0021 holds every sortable column and id, so a sorted page's ids are read from it and
 * only the page's top kept (a sorter with a LIMIT), never the rows (see loan-search-plan.test.ts).
 */
import { type RawBuilder, sql } from 'kysely';
import type { LoanSort, LoanSortField } from '../../../core/loans/loan-sort';
import { byCodePoint, type DialectName } from '../dialect';

const COLUMNS: Readonly<Record<LoanSortField, string>> = {
  loanId: 'loan_number',
  tapeName: 'tape_name',
  amount: 'amount_cents',
  tenure: 'tenure_months',
  fico: 'fico',
  ltv: 'ltv',
  dti: 'dti',
};

const TEXT: ReadonlySet<LoanSortField> = new Set(['loanId', 'tapeName']);

/** The ORDER BY terms for `sort` (id alone without one). */
export function loanOrder(sort: LoanSort | undefined, dialect: DialectName): RawBuilder<unknown>[] {
  const id = byCodePoint('id', dialect);
  if (!sort) return [id];
  const column = COLUMNS[sort.field];
  const value = TEXT.has(sort.field) ? byCodePoint(column, dialect) : sql`${sql.ref(column)}`;
  const direction = sort.direction === 'desc' ? sql`desc` : sql`asc`;
  return [sql`${value} ${direction} nulls last`, id];
}
