/**
 * The table's own words (the spec has none for them): paging labels, the range line and the
 * selection checkboxes' names. The empty and failed sentences are the spec's (§2, §8).
 */
import { MESSAGES } from '../../../core/errors/messages';

/** The texts of `DataTable`. */
export const TABLE_TEXT = {
  empty: MESSAGES.noRecordsToDisplay,
  failed: MESSAGES.failedToGetDataTryLater,
  loading: 'Loading…',
  rowsPerPage: 'Rows per page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  selectAll: 'Select all rows on this page',
  /** 'x–y of N' under the table. */
  range: (from: number, to: number, total: number) =>
    `${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
  /** The sort button's state, for screen readers. */
  sortBy: (header: string) => `Sort by ${header}`,
} as const;
