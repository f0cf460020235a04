import { type CellStyle, formatCell } from './format-cell';
import { headerKey } from './header-key';
import type { ColumnSource, TapeLayout, TapeType } from './layouts/layout';
import { TAPE_LAYOUTS } from './layouts/tape-layouts';
import { FIELD_ACCESS, type LoanValues } from './tape-row';
import type { TapeCell, TapeSheet } from './tape-table';

/**
 * Generated tapes (spec §7 loan_tape_gen_report, storeTape_Response): a layout applied to
 * loans. A missing value is an empty cell; an attribute column takes the first of its names
 * the loan kept from its seller tape, else its default, else nothing.
 */

function attributeOf(loan: LoanValues, names: readonly string[]): { name: string; value: string } | null {
  const wanted = names.map(headerKey);
  for (const key of wanted) {
    for (const [name, value] of Object.entries(loan.attributes)) {
      if (headerKey(name) === key && value.trim() !== '') return { name, value };
    }
  }
  return null;
}

function cellOf(loan: LoanValues, source: ColumnSource, layout: TapeLayout): { key: string; cell: TapeCell } {
  if ('field' in source) {
    const style: CellStyle = {
      dateStyle: layout.dateStyle,
      ...(layout.codeSet ? { codeSet: layout.codeSet } : {}),
    };
    return { key: source.field, cell: formatCell(source.field, FIELD_ACCESS[source.field](loan), style) };
  }
  if ('constant' in source) return { key: 'constant', cell: source.constant };
  const names = typeof source.attribute === 'string' ? [source.attribute] : source.attribute;
  const found = attributeOf(loan, names);
  return { key: found?.name ?? names[0]!, cell: found?.value ?? source.default ?? null };
}

/** The tape of `type` for `loans`: the layout's headers and one row per loan, in order. */
export function generateTape(loans: readonly LoanValues[], type: TapeType): TapeSheet {
  const layout = TAPE_LAYOUTS[type];
  return {
    headers: layout.columns.map(([header]) => header),
    rows: loans.map((loan) => layout.columns.map(([, source]) => cellOf(loan, source, layout).cell)),
  };
}

/** One line of a stored tape response (spec §3 "Tape response rows"). */
export interface TapeResponseRow {
  /** The generated tape's column header. */
  readonly fieldName: string;
  /** Where the value came from: a platform field name, the attribute's name, or 'constant'. */
  readonly key: string;
  /** The cell as text ('' when empty). */
  readonly value: string;
}

/** One loan's generated tape as field/key/value rows, in layout order. */
export function storeTapeResponseRows(loan: LoanValues, type: TapeType): TapeResponseRow[] {
  const layout = TAPE_LAYOUTS[type];
  return layout.columns.map(([fieldName, source]) => {
    const { key, cell } = cellOf(loan, source, layout);
    return { fieldName, key, value: cell === null ? '' : String(cell) };
  });
}
