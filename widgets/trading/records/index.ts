/**
 * LOAN RECORDS (spec §2): the caller's loans, server-paged and counted, selectable, added to
 * or removed from the pool, with the persona's Reprice Loan and Transfer buttons. Works inside
 * a `TradingProvider` (dashboard) or standalone with a `session` (element, `mount`).
 */
export { RECORDS_ELEMENTS } from './elements';
export { LoanRecords } from './loan-records';
export { type RecordActions, recordAmount, recordColumns } from './record-columns';
export type { LoanQuery, LoanRecord, LoanRecordsProps } from './records-props';
export { RECORDS_TEXT, SCROLL_AFTER_SELECTION_MS } from './records-text';
export { recordsCss } from './styles';
