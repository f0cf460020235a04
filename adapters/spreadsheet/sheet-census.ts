import type { DomainError } from '../../core/errors/domain-error';
import type { SpreadsheetLimits } from './limits';
import { spreadsheetError } from './spreadsheet-errors';
import type { XmlTally } from './xml-tally';

/**
 * The cheap look at a sheet taken before SheetJS parses it: how many rows and cells it has and
 * how long its longest cell is, refused when any is over the limits. SheetJS builds an object per
 * cell and reads a part into one string, so a file that is small on disk but declares millions
 * of cells (or one enormous cell) cost seconds and gigabytes before the post-parse caps could
 * refuse it; counted here it costs one pass over the bytes.
 */

/** What the census found: rows holding text (the header included) and cells. */
export interface SheetCensus {
  readonly rows: number;
  readonly cells: number;
}

/**
 * Counts a CSV's rows, fields and field lengths in one quote-aware pass over its bytes
 * (',' '"' CR LF are single bytes in UTF-8 and Windows-1252 alike), stopping at the first
 * limit crossed. Rows with nothing but separators and spaces are not counted: the reader skips
 * them too.
 */
export function csvCensus(bytes: Uint8Array, limits: SpreadsheetLimits): SheetCensus | DomainError {
  const maxFieldBytes = limits.maxCellChars * 4; // a character is at most 4 bytes of UTF-8
  let rows = 0;
  let cells = 0;
  let fields = 1;
  let fieldBytes = 0;
  let quoted = false;
  let blank = true;
  let line = 1;
  const endRow = (): DomainError | null => {
    // A row of separators alone still widens the sheet SheetJS builds.
    if (fields > limits.maxColumns) return spreadsheetError.tooManyColumns(fields, limits.maxColumns);
    if (!blank) {
      rows++;
      cells += fields;
      if (rows > limits.maxRows + 1) return spreadsheetError.tooManyRows(limits.maxRows);
      if (cells > limits.maxCells) return spreadsheetError.tooManyCells(limits.maxCells);
    }
    fields = 1;
    fieldBytes = 0;
    blank = true;
    return null;
  };
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (quoted) {
      if (b === 0x22)
        quoted = false; // a doubled quote re-opens at once: same count
      else if (++fieldBytes > maxFieldBytes) return spreadsheetError.cellTooLong(line, limits.maxCellChars);
      continue;
    }
    if (b === 0x22) {
      quoted = true;
      blank = false;
    } else if (b === 0x2c) {
      fields++;
      fieldBytes = 0;
    } else if (b === 0x0a) {
      line++;
      const problem = endRow();
      if (problem) return problem;
    } else if (b !== 0x0d) {
      if (b !== 0x20 && b !== 0x09) blank = false;
      if (++fieldBytes > maxFieldBytes) return spreadsheetError.cellTooLong(line, limits.maxCellChars);
    }
  }
  return endRow() ?? { rows, cells };
}

/** Judges the tally of one worksheet part of an .xlsx. */
export function worksheetProblem(tally: XmlTally, limits: SpreadsheetLimits): DomainError | null {
  if (tally.widestRow > limits.maxColumns) {
    return spreadsheetError.tooManyColumns(null, limits.maxColumns);
  }
  if (tally.counts.row > limits.maxRows + 1) return spreadsheetError.tooManyRows(limits.maxRows);
  if (tally.counts.c > limits.maxCells) return spreadsheetError.tooManyCells(limits.maxCells);
  return textProblem(tally, limits);
}

/** Judges the tally of the shared-strings part. */
export function sharedStringsProblem(
  tally: XmlTally,
  bytes: number,
  limits: SpreadsheetLimits,
): DomainError | null {
  if (bytes > limits.maxSharedStringsBytes || tally.counts.si > limits.maxCells) {
    return spreadsheetError.tooMuchText(limits.maxSharedStringsBytes);
  }
  return textProblem(tally, limits);
}

// XML escapes a character in at most 6 bytes (&quot; …), UTF-8 in at most 4.
function textProblem(tally: XmlTally, limits: SpreadsheetLimits): DomainError | null {
  return tally.longestText > limits.maxCellChars * 6
    ? spreadsheetError.cellTooLong(null, limits.maxCellChars)
    : null;
}
