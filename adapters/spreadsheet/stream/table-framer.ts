import type { DomainError } from '../../../core/errors/domain-error';
import type { SpreadsheetLimits } from '../limits';
import { ROWS_PER_REPORT, uniqueHeaders } from '../sheet-table';
import type { SheetProgress } from '../sheet-thread';
import { spreadsheetError } from '../spreadsheet-errors';

/**
 * `sheetToTable` for a sheet that arrives a row at a time: the same header (the first row of the
 * range, names made unique), the same skipped blank rows and sheet row numbers, the same row
 * limit and progress reports — but the rows leave in batches as they come instead of as one
 * table at the end. The range must be known before the first row (an .xlsx declares it in its
 * `dimension`, a CSV is measured first); cells outside it are ignored, as SheetJS's range does.
 */

/** A sheet's used range, 0-based and inclusive (SheetJS's `!ref`). */
export interface SheetRange {
  readonly s: { readonly r: number; readonly c: number };
  readonly e: { readonly r: number; readonly c: number };
}

/** What a streamed read hands on, in order: progress at any time, headers, row batches, then done or refused. */
export type SheetPiece =
  | ({ readonly type: 'progress' } & SheetProgress)
  | { readonly type: 'headers'; readonly headers: string[] }
  | { readonly type: 'rows'; readonly rows: string[][]; readonly rowNumbers: number[] }
  | { readonly type: 'refused'; readonly error: DomainError }
  | { readonly type: 'done' };

/**
 * Rows per `rows` piece. Small on purpose: a batch's rows, drafts and loans then die young
 * (measured on 100,000 loans: 500 rows a batch peaked about 80 MiB lower than 2,000, no slower).
 */
export const BATCH_ROWS = 500;

export interface TableFramer {
  /** Sheet row `r` (0-based) with each cell's text by sheet column (absent: empty); false once refused. */
  row(r: number, cells: readonly (string | undefined)[]): boolean;
  /** The sheet has no more rows: the last batch, then done (or refused when no row had text). */
  end(): void;
}

/** A framer for `range` handing its pieces to `emit`. */
export function tableFramer(
  range: SheetRange,
  limits: SpreadsheetLimits,
  emit: (piece: SheetPiece) => void,
  batchRows = BATCH_ROWS,
): TableFramer {
  const width = range.e.c - range.s.c + 1;
  const total = range.e.r - range.s.r;
  let headers: string[] | null = null;
  let rows: string[][] = [];
  let rowNumbers: number[] = [];
  let kept = 0;
  let reported = 0;
  let refused = false;

  const textsOf = (cells: readonly (string | undefined)[]) => {
    const texts = new Array<string>(width);
    for (let i = 0; i < width; i++) texts[i] = cells[range.s.c + i] ?? '';
    return texts;
  };
  const header = (texts: readonly string[]) => {
    headers = uniqueHeaders(texts, range.s.c);
    emit({ type: 'headers', headers });
  };
  const flush = () => {
    if (rows.length === 0) return;
    emit({ type: 'rows', rows, rowNumbers });
    rows = [];
    rowNumbers = [];
  };
  // sheetToTable reports every ROWS_PER_REPORT sheet rows below the header, blank ones included.
  const reportUpTo = (done: number) => {
    while (reported + ROWS_PER_REPORT <= done) {
      reported += ROWS_PER_REPORT;
      emit({ type: 'progress', stage: 'rows', done: reported, total });
    }
  };

  return {
    row(r, cells) {
      if (refused) return false;
      if (r < range.s.r || r > range.e.r) return true;
      reportUpTo(r - range.s.r);
      const texts = textsOf(cells);
      if (headers === null) {
        if (r === range.s.r) {
          header(texts);
          return true;
        }
        header(new Array<string>(width).fill(''));
      }
      if (texts.every((c) => c.trim() === '')) return true;
      if (kept === limits.maxRows) {
        refused = true;
        emit({ type: 'refused', error: spreadsheetError.tooManyRows(limits.maxRows) });
        return false;
      }
      kept++;
      rows.push(texts);
      rowNumbers.push(r + 1);
      if (rows.length >= batchRows) flush();
      return true;
    },
    end() {
      if (refused) return;
      if (headers === null) header(new Array<string>(width).fill(''));
      flush();
      if (kept === 0) {
        emit({ type: 'refused', error: spreadsheetError.empty() });
        return;
      }
      reportUpTo(total);
      emit({ type: 'progress', stage: 'rows', done: total, total });
      emit({ type: 'done' });
    },
  };
}
