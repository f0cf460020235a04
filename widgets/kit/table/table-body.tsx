/**
 * The table's body: the loading, failed or empty sentence in one full-width cell, or the rows.
 * Up to a page's worth of rows render as they are; beyond that only the rows in view (plus an
 * overscan) render, between two spacer rows, at a fixed 40 px height — 100,000 rows cost what
 * a screenful costs. Each row keeps its aria-rowindex, so a screen reader hears its position.
 */
import type { RowData, Row as TableRow } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Features } from './table-features';
import { TABLE_TEXT } from './table-text';
import { type DataColumn, ROW_HEIGHT, type TableSelection, type TableState } from './table-types';

/** Bodies with more rows than this are virtualised. */
export const VIRTUALISE_OVER = 60;

/** How many rows render beyond each edge of the view. */
export const OVERSCAN = 10;

interface TableBodyProps<Row extends RowData> {
  readonly rows: readonly TableRow<Features, Row>[];
  readonly columns: readonly DataColumn<Row>[];
  readonly selection?: TableSelection<Row>;
  readonly state: TableState;
  readonly errorText?: string;
  readonly emptyText?: string;
  /** Rows before this page (server paging), for aria-rowindex. */
  readonly offset: number;
  /** The scroll container (set once mounted: the body re-renders with it and starts listening). */
  readonly scroller: HTMLElement | null;
  readonly rowClassName?: (row: Row) => string | undefined;
}

/** The rows, virtualised when there are many, or the state's sentence. */
export function TableBody<Row extends RowData>(props: TableBodyProps<Row>) {
  const { rows, columns, selection } = props;
  const virtual = rows.length > VIRTUALISE_OVER;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => props.scroller,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    initialRect: { width: 1024, height: 10 * ROW_HEIGHT },
  });
  const span = columns.length + (selection ? 1 : 0);
  const sentence =
    props.state === 'loading'
      ? TABLE_TEXT.loading
      : props.state === 'failed'
        ? props.errorText || TABLE_TEXT.failed
        : rows.length === 0
          ? (props.emptyText ?? TABLE_TEXT.empty)
          : null;
  if (sentence !== null) {
    return (
      <tbody>
        <tr>
          <td colSpan={span} className={`ispz-table__state ispz-table__state--${props.state}`}>
            <span role={props.state === 'failed' ? 'alert' : 'status'}>{sentence}</span>
          </td>
        </tr>
      </tbody>
    );
  }
  const items = virtual
    ? virtualizer.getVirtualItems()
    : rows.map((_, index) => ({ index, start: index * ROW_HEIGHT }));
  const first = items[0];
  const last = items[items.length - 1];
  const before = virtual && first ? first.start : 0;
  const after = virtual && last ? virtualizer.getTotalSize() - (last.start + ROW_HEIGHT) : 0;
  return (
    <tbody>
      {before > 0 ? <Spacer height={before} span={span} /> : null}
      {items.map(({ index }) => {
        const row = rows[index] as TableRow<Features, Row>;
        return (
          <tr
            key={row.id}
            aria-rowindex={props.offset + index + 2}
            aria-selected={selection ? row.getIsSelected() : undefined}
            className={props.rowClassName?.(row.original)}
          >
            {selection ? (
              <td className="ispz-table__select">
                <input
                  type="checkbox"
                  className="ispz-table__check"
                  aria-label={selection.rowLabel(row.original)}
                  checked={row.getIsSelected()}
                  disabled={!row.getCanSelect()}
                  onChange={row.getToggleSelectedHandler()}
                />
              </td>
            ) : null}
            {columns.map((column) => (
              <td key={column.id} className={column.numeric ? 'ispz-table__cell--numeric' : undefined}>
                {column.cell ? column.cell(row.original) : (column.value?.(row.original) ?? '')}
              </td>
            ))}
          </tr>
        );
      })}
      {after > 0 ? <Spacer height={after} span={span} /> : null}
    </tbody>
  );
}

function Spacer(props: { height: number; span: number }) {
  return (
    <tr className="ispz-table__spacer">
      <td colSpan={props.span} style={{ height: props.height, padding: 0, border: 0 }} />
    </tr>
  );
}
