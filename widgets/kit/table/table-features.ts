/**
 * The TanStack Table 9 set-up every `DataTable` shares: only the features it uses (selection,
 * sorting, the sorted row model and two comparators), declared once at module scope so the
 * row models stay cached between renders, and the column definitions built from our columns.
 */
import {
  type ColumnDef,
  createColumnHelper,
  createSortedRowModel,
  type RowData,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
} from '@tanstack/react-table';
import type { DataColumn } from './table-types';

/** Selection and sorting, nothing else (each feature costs bytes in every family). */
export const features = tableFeatures({
  rowSelectionFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
});

/** The table's features' type. */
export type Features = typeof features;

/** Compares nulls last, numbers as numbers and text naturally ('L2' before 'L10'). */
function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
}

/** TanStack column definitions for our columns (values for sorting; cells render outside). */
export function toColumnDefs<Row extends RowData>(
  columns: readonly DataColumn<Row>[],
): ColumnDef<Features, Row, unknown>[] {
  const helper = createColumnHelper<Features, Row>();
  return columns.map((column) =>
    helper.accessor((row: Row) => column.value?.(row) ?? null, {
      id: column.id,
      header: column.header,
      enableSorting: column.sortable === true,
      sortDescFirst: false,
      sortFn: (rowA, rowB, id) => compareValues(rowA.getValue(id), rowB.getValue(id)),
    }),
  ) as ColumnDef<Features, Row, unknown>[];
}
