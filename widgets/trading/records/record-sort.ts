/**
 * Which LOAN RECORDS columns sort and what the server calls them: the table's column ids
 * mapped to `/get_loans_list`'s closed `sortBy` set (core/loans/loan-sort.ts), so a header
 * click becomes `sortBy`/`sortDir` on the request and the server orders all 100,000 rows.
 */
import type { components } from '../../api';
import type { TableSort } from '../../kit/table';

type LoanFilter = components['schemas']['LoanFilter'];

/** `sortBy` of the API. */
export type RecordSortField = NonNullable<LoanFilter['sortBy']>;

/** The sortable columns (by column id) and their API field. */
export const RECORD_SORT_FIELDS: Readonly<Record<string, RecordSortField>> = {
  loan_id: 'loanId',
  tape_name: 'tapeName',
  loan_value: 'amount',
  tenure: 'tenure',
  fico: 'fico',
  ltv: 'ltv',
  dti: 'dti',
};

/** The request's sort for the table's `sort` (nothing: the server's id order). */
export function sortRequest(sort: TableSort | null): Pick<LoanFilter, 'sortBy' | 'sortDir'> {
  const field = sort ? RECORD_SORT_FIELDS[sort.id] : undefined;
  if (!sort || !field) return {};
  return { sortBy: field, sortDir: sort.desc ? 'desc' : 'asc' };
}
