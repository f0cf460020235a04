import * as XLSX from 'xlsx';
import type { DomainError } from '../../core/errors/domain-error';
import { err, ok, type Result } from '../../core/errors/result';
import type { TapeTable } from '../../core/tapes/tape-table';
import { cellText } from './cell-text';
import type { SpreadsheetLimits } from './limits';
import { spreadsheetError } from './spreadsheet-errors';

/**
 * A parsed SheetJS sheet as header + rows. The first row of the sheet's range is the header;
 * headers are trimmed, a blank one is named after its column letter ("Column C"), and a
 * repeated one gets a suffix ("Notes (2)") so that no column is lost to a key collision.
 * Rows with no text at all are skipped, and each kept row remembers its sheet row number.
 * `rowCap` is the physical row count the parser was limited to; `date1904` is the workbook's
 * date system; `onRows` hears how many rows are done, every `ROWS_PER_REPORT`.
 *
 * NUL characters are dropped from headers (a header is a name, and PostgreSQL text cannot hold
 * NUL); in cells they are kept, so the row is rejected by edit S007 and the report says where.
 */
export interface SheetToTableOptions {
  readonly rowCap?: number;
  readonly date1904?: boolean;
  readonly onRows?: (done: number, total: number) => void;
}

export const ROWS_PER_REPORT = 5_000;

export function sheetToTable(
  sheet: XLSX.WorkSheet,
  limits: SpreadsheetLimits,
  options: SheetToTableOptions = {},
): Result<TapeTable, DomainError> {
  const { rowCap = Number.POSITIVE_INFINITY, date1904 = false, onRows } = options;
  const ref = sheet['!ref'];
  if (!ref) return err(spreadsheetError.empty());
  const range = XLSX.utils.decode_range(ref);
  // The parser stopped at the cap: rows were left unread, so the sheet is refused, never cut short.
  if (range.e.r + 1 >= rowCap) return err(spreadsheetError.tooManyRows(limits.maxRows));
  const width = range.e.c - range.s.c + 1;
  if (width > limits.maxColumns) return err(spreadsheetError.tooManyColumns(width, limits.maxColumns));
  const data: (XLSX.CellObject | undefined)[][] = sheet['!data'] ?? [];
  const cellsOf = (r: number) => {
    const row = data[r] ?? [];
    return Array.from({ length: width }, (_, i) => cellText(row[range.s.c + i], date1904));
  };

  const headers = uniqueHeaders(cellsOf(range.s.r), range.s.c);
  const rows: Record<string, string>[] = [];
  const rowNumbers: number[] = [];
  const total = range.e.r - range.s.r;
  for (let r = range.s.r + 1; r <= range.e.r; r++) {
    if (onRows && (r - range.s.r) % ROWS_PER_REPORT === 0) onRows(r - range.s.r, total);
    const cells = cellsOf(r);
    if (cells.every((c) => c.trim() === '')) continue;
    if (rows.length === limits.maxRows) return err(spreadsheetError.tooManyRows(limits.maxRows));
    const row: Record<string, string> = {};
    headers.forEach((h, i) => {
      row[h] = cells[i]!;
    });
    rows.push(row);
    rowNumbers.push(r + 1);
  }
  if (rows.length === 0) return err(spreadsheetError.empty());
  onRows?.(total, total);
  return ok({ headers, rows, rowNumbers });
}

/** Header names from the header row: trimmed, NUL dropped, blanks named after their column, repeats suffixed. */
export function uniqueHeaders(cells: readonly string[], firstColumn: number): string[] {
  const names = cells.map((cell, i) => {
    const name = cell.replaceAll('\u0000', '').trim();
    return name === '' ? `Column ${XLSX.utils.encode_col(firstColumn + i)}` : name;
  });
  // A header keeps its own name where it first appears; later repeats take a free suffix.
  const used = new Set(names);
  const first = new Map<string, number>();
  names.forEach((n, i) => {
    if (!first.has(n)) first.set(n, i);
  });
  return names.map((name, i) => {
    if (first.get(name) === i) return name;
    let n = 2;
    while (used.has(`${name} (${n})`)) n++;
    used.add(`${name} (${n})`);
    return `${name} (${n})`;
  });
}
