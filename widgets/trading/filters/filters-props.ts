/**
 * What the POOL FILTERS panel ('Loan Parameters', spec §2) takes and tells, and the composed
 * `LoanPool` (panel + LOAN RECORDS) the dashboard and the custom element show.
 */
import type { LoanQuery, LoanRecordsProps } from '../records/records-props';

/** Where the panel is shown: on the pool-summary paths favourites and borrower are hidden (spec §2). */
export type PoolFiltersVariant = 'records' | 'pool-summary';

/** Props of `PoolFilters`. */
export interface PoolFiltersProps {
  /** Default 'records'. */
  readonly variant?: PoolFiltersVariant;
  /** Filter pressed (or Clear: the empty query) with the filter that applies (`ispz:filter`). */
  readonly onFilter?: (query: LoanQuery) => void;
}

/** Props of `LoanPool`: the panel's variant and the records table's props. */
export interface LoanPoolProps extends Omit<LoanRecordsProps, 'query'> {
  readonly variant?: PoolFiltersVariant;
  /** The filter applied when the pool opens. */
  readonly initialQuery?: LoanQuery;
}
