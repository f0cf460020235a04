/**
 * The loan pool as the dashboard and the `<ispz-loan-pool>` element show it: POOL FILTERS
 * beside LOAN RECORDS, the panel's Filter/Clear feeding the table's server query (spec §2).
 * On the pool-summary paths the panel hides favourites and borrower.
 */
import { useState } from 'react';
import { LoanRecords } from '../records/loan-records';
import type { LoanQuery } from '../records/records-props';
import { withTrading } from '../shared';
import type { LoanPoolProps } from './filters-props';
import { PoolFilters } from './pool-filters';

function LoanPoolView(props: LoanPoolProps) {
  const { variant, initialQuery, ...records } = props;
  const [query, setQuery] = useState<LoanQuery>(initialQuery ?? {});
  return (
    <div className="ispz-loan-pool">
      <PoolFilters variant={variant} onFilter={setQuery} />
      <LoanRecords {...records} query={query} />
    </div>
  );
}

/** Filters and records together, standalone (give `session`) or inside a `TradingProvider`. */
export const LoanPool = withTrading(LoanPoolView);
