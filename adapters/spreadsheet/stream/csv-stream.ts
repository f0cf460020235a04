import type { SpreadsheetLimits } from '../limits';
import { decodeText } from '../parse-sheet';
import { spreadsheetError } from '../spreadsheet-errors';
import { csvLayout, csvRows, csvStreamable } from './csv-rows';
import type { PieceSink } from './piece-sink';
import { BATCH_ROWS, tableFramer } from './table-framer';

/**
 * A CSV (already through its census) read in row batches: measured once for the range SheetJS
 * would give it (csv-rows.ts), refused like `sheetToTable` when that range is over the limits,
 * then read again row by row into the framer, waiting for the consumer between batches. The
 * decoded text is held (as SheetJS holds it); neither a cell object per cell nor the table is.
 * 'whole' when SheetJS would not read the text as a CSV (it is left to SheetJS).
 */
export async function streamCsv(
  bytes: Uint8Array,
  limits: SpreadsheetLimits,
  sink: PieceSink,
): Promise<'whole' | 'read'> {
  const text = decodeText(bytes);
  const layout = csvLayout(text);
  if (!csvStreamable(text, layout)) return 'whole';
  const rowCap = limits.maxRows + 2;
  sink.emit({ type: 'progress', stage: 'check', done: 1, total: 1 });
  sink.emit({ type: 'progress', stage: 'parse', done: 0, total: 1 });
  const measure = csvRows(text, layout, rowCap, false);
  let step = measure.next();
  while (!step.done) step = measure.next();
  const { lastRow, lastColumn } = step.value;
  if (lastRow + 1 >= rowCap) {
    sink.emit({ type: 'refused', error: spreadsheetError.tooManyRows(limits.maxRows) });
    return 'read';
  }
  if (lastColumn + 1 > limits.maxColumns) {
    sink.emit({ type: 'refused', error: spreadsheetError.tooManyColumns(lastColumn + 1, limits.maxColumns) });
    return 'read';
  }
  const range = { s: { r: 0, c: 0 }, e: { r: lastRow, c: lastColumn } };
  const framer = tableFramer(range, limits, (piece) => sink.emit(piece));
  let n = 0;
  for (const [r, cells] of csvRows(text, layout, rowCap)) {
    if (!framer.row(r, cells)) return 'read';
    if (++n % BATCH_ROWS === 0) {
      await sink.ready();
      if (sink.stopped) return 'read';
    }
  }
  framer.end();
  return 'read';
}
