/**
 * POOL FILTERS' and the loan pool's CSS as text for adopted sheets (with the kit's, the
 * table's, the shared trading rules and LOAN RECORDS').
 */
/// <reference types="vite/client" />
import filters from './filters.css?inline';

/** The filters panel and the loan pool layout. */
export const filtersCss: string = filters;
