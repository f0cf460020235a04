/**
 * The kit's table: every table of the trading family is a `DataTable` — TanStack Table 9 for
 * sort and selection, TanStack Virtual for the body (fixed 40 px rows), a sticky header,
 * numeric columns right-aligned, a server paging footer (6/10/15/20/25, default 10) and the
 * loading/failed/empty sentence in the body.
 */
export { DataTable, type DataTableProps } from './data-table';
export { tableCss } from './table-styles';
export { TABLE_TEXT } from './table-text';
export {
  type DataColumn,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type PageSize,
  ROW_HEIGHT,
  type TablePaging,
  type TableSelection,
  type TableSort,
  type TableSorting,
  type TableState,
} from './table-types';
