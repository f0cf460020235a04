/**
 * POOL FILTERS ('Loan Parameters', spec §2) and the composed loan pool (filters + LOAN
 * RECORDS). Each works inside a `TradingProvider` or standalone with a `session`.
 */
export { FILTERS_ELEMENTS } from './elements';
export { FavouriteFilters, type FavouriteFiltersProps } from './favourite-filters';
export type { LoanPoolProps, PoolFiltersProps, PoolFiltersVariant } from './filters-props';
export { FILTERS_TEXT } from './filters-text';
export { LoanPool } from './loan-pool';
export { PoolFilters, panelQuery } from './pool-filters';
export { filtersCss } from './styles';
