/**
 * The table's header cells: a sort button in each sortable column (its direction announced by
 * aria-sort and shown by an arrow, never by colour alone) and the select-all checkbox of the
 * selection column, indeterminate while only some rows of the page are selected.
 */
import type { Header, RowData } from '@tanstack/react-table';
import { useEffect, useRef } from 'react';
import type { Features } from './table-features';
import { TABLE_TEXT } from './table-text';
import type { DataColumn } from './table-types';

/** The part of the table the select-all box needs. */
interface PageSelection {
  getIsAllPageRowsSelected(): boolean;
  getIsSomePageRowsSelected(): boolean;
  getToggleAllPageRowsSelectedHandler(): (event: unknown) => void;
  getRowModel(): { rows: readonly { getCanSelect(): boolean }[] };
}

/** The header checkbox: selects or clears every selectable row of the page. */
export function SelectAllBox(props: { table: PageSelection; disabled: boolean }) {
  const { table } = props;
  const box = useRef<HTMLInputElement>(null);
  const all = table.getIsAllPageRowsSelected();
  const some = table.getIsSomePageRowsSelected();
  const none = !table.getRowModel().rows.some((row) => row.getCanSelect());
  useEffect(() => {
    if (box.current) box.current.indeterminate = some && !all;
  }, [some, all]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="ispz-table__check"
      aria-label={TABLE_TEXT.selectAll}
      checked={all && !none}
      disabled={props.disabled || none}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
    />
  );
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** One column header, with its sort button when the column sorts. */
export function TableHeaderCell<Row extends RowData>(props: {
  header: Header<Features, Row, unknown>;
  column: DataColumn<Row>;
}) {
  const { header, column } = props;
  const sorted = header.column.getIsSorted();
  const numeric = column.numeric ? ' ispz-table__cell--numeric' : '';
  const width = column.width;
  return (
    <th
      scope="col"
      className={`ispz-table__head${numeric}`}
      style={width === undefined ? undefined : { width }}
      aria-sort={column.sortable ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
    >
      {column.sortable ? (
        <button type="button" className="ispz-table__sort" onClick={header.column.getToggleSortingHandler()}>
          <span>{column.header}</span>
          <SortArrow direction={sorted} />
        </button>
      ) : (
        column.header
      )}
    </th>
  );
}

function SortArrow(props: { direction: false | 'asc' | 'desc' }) {
  const path =
    props.direction === 'asc'
      ? 'M4 10l4-4 4 4'
      : props.direction === 'desc'
        ? 'M4 6l4 4 4-4'
        : 'M5 6l3-3 3 3M5 10l3 3 3-3';
  return (
    <svg
      className="ispz-table__arrow"
      width="12"
      height="12"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
