/**
 * A tape as rows of text, the shape the spreadsheet adapter reads and the edits consume, and
 * the shape of what the platform writes back out (generated tapes, edit reports, exports).
 */

/** One cell to write: text, a number (written as a number cell) or empty. */
export type TapeCell = string | number | null;

/** A sheet read from a file: every cell as text, keyed by its (unique) header. */
export interface TapeTable {
  readonly headers: readonly string[];
  readonly rows: readonly Readonly<Record<string, string>>[];
  /**
   * The sheet row (1-based, header = 1) each entry of `rows` came from, when blank rows were
   * skipped; absent means row i is sheet row i + 2.
   */
  readonly rowNumbers?: readonly number[];
}

/** A sheet to write: a header and rows of cells in header order. */
export interface TapeSheet {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly TapeCell[])[];
}

/** The sheet row number of `rows[index]`. */
export function sheetRowNumber(table: TapeTable, index: number): number {
  return table.rowNumbers?.[index] ?? index + 2;
}
