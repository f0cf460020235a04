/**
 * The kit's table (UI.md "Tables"): a sticky header, a selection column first, numeric columns
 * right-aligned in tabular figures, the loading/failed/empty sentence in the body, and a server
 * paging footer. TanStack Table 9 keeps selection and sort; long bodies are virtualised with
 * TanStack Virtual (fixed 40 px rows), announced with aria-rowcount/aria-rowindex.
 */
import { type RowData, type RowSelectionState, type SortingState, useTable } from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import { TableBody } from './table-body';
import { features, toColumnDefs } from './table-features';
import { TableFooter } from './table-footer';
import { SelectAllBox, TableHeaderCell } from './table-header';
import type {
  DataColumn,
  TablePaging,
  TableSelection,
  TableSort,
  TableSorting,
  TableState,
} from './table-types';

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** The table's accessible name (its title, e.g. 'LOAN RECORDS'). */
  readonly label: string;
  readonly columns: readonly DataColumn<Row>[];
  /** The rows to show (one server page, or all rows when the table sorts on the client); keep stable. */
  readonly rows: readonly Row[];
  readonly getRowId: (row: Row) => string;
  /** Default 'ready'; 'loading' and 'failed' show their sentence in the body. */
  readonly state?: TableState;
  /** The failed sentence (default §8's 'Failed to get data please try later'). */
  readonly errorText?: string;
  /** The empty sentence (default 'There are no records to display'). */
  readonly emptyText?: string;
  readonly selection?: TableSelection<Row>;
  /** Controlled sort; without it the table sorts sortable columns itself. */
  readonly sorting?: TableSorting;
  /** Server paging footer. */
  readonly paging?: TablePaging;
  /** The body's most height before it scrolls (CSS length, default '60vh'). */
  readonly maxHeight?: number | string;
  /** Extra class of a row (greyed rows of spec §4). */
  readonly rowClassName?: (row: Row) => string | undefined;
}

const toSelectionState = (ids: readonly string[]): RowSelectionState =>
  Object.fromEntries(ids.map((id) => [id, true]));

/** A table of `rows` with the kit's look and behaviour. */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { columns, rows, selection, sorting, paging } = props;
  const columnDefs = useMemo(() => toColumnDefs(columns), [columns]);
  const [ownSort, setOwnSort] = useState<TableSort | null>(null);
  const sort = sorting ? sorting.value : ownSort;
  const setSort = sorting ? sorting.onChange : setOwnSort;
  const rowSelection = useMemo(() => toSelectionState(selection?.selected ?? []), [selection?.selected]);
  const sortingState = useMemo<SortingState>(() => (sort ? [{ id: sort.id, desc: sort.desc }] : []), [sort]);
  const latest = useRef({ rowSelection, sortingState, selection, setSort });
  latest.current = { rowSelection, sortingState, selection, setSort };

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows as Row[],
    getRowId: (row: Row) => props.getRowId(row),
    state: { rowSelection, sorting: sortingState },
    enableRowSelection: (row) =>
      !selection?.disabled && (selection?.isRowSelectable ? selection.isRowSelectable(row.original) : true),
    enableRowRangeSelection: false,
    onRowSelectionChange: (updater) => {
      const now = latest.current;
      const next = typeof updater === 'function' ? updater(now.rowSelection) : updater;
      now.selection?.onChange(Object.keys(next).filter((id) => next[id]));
    },
    manualSorting: sorting?.manual === true,
    enableMultiSort: false,
    onSortingChange: (updater) => {
      const now = latest.current;
      const next = typeof updater === 'function' ? updater(now.sortingState) : updater;
      now.setSort(next[0] ? { id: next[0].id, desc: next[0].desc } : null);
    },
  });

  const state = props.state ?? 'ready';
  const tableRows = table.getRowModel().rows;
  const offset = paging ? (paging.page - 1) * paging.pageSize : 0;
  const rowCount = (paging ? paging.total : rows.length) + 1;
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const maxHeight = props.maxHeight ?? '60vh';
  const headers = table.getHeaderGroups()[0]?.headers ?? [];

  return (
    <div className="ispz-table">
      {/*
        A labelled group in the tab order, so a table wider or taller than its box scrolls by
        keyboard; a group, not a region, so it adds no second landmark beside the widget's own.
      */}
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this box only scrolls a table */}
      <div
        className="ispz-table__scroll"
        ref={setScroller}
        style={{ maxHeight }}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        role="group"
        aria-label={props.label}
      >
        <table className="ispz-table__grid" aria-label={props.label} aria-rowcount={rowCount}>
          <thead>
            <tr aria-rowindex={1}>
              {selection ? (
                <th scope="col" className="ispz-table__select">
                  <SelectAllBox table={table} disabled={selection.disabled === true || state !== 'ready'} />
                </th>
              ) : null}
              {headers.map((header, index) => (
                <TableHeaderCell key={header.id} header={header} column={columns[index] as DataColumn<Row>} />
              ))}
            </tr>
          </thead>
          <TableBody
            rows={tableRows}
            columns={columns}
            selection={selection}
            state={state}
            errorText={props.errorText}
            emptyText={props.emptyText}
            offset={offset}
            scroller={scroller}
            rowClassName={props.rowClassName}
          />
        </table>
      </div>
      {paging ? <TableFooter paging={paging} /> : null}
    </div>
  );
}
