import { contentMatchesExtension, extensionOf } from '../../files/sniff';
import type { SpreadsheetLimits } from '../limits';
import { parseSheet, type SheetExtension } from '../parse-sheet';
import { SHEET_EXTENSIONS } from '../read-sheet';
import { csvCensus } from '../sheet-census';
import { spreadsheetError } from '../spreadsheet-errors';
import { checkZip } from '../zip-guard';
import { streamCsv } from './csv-stream';
import type { PieceSink } from './piece-sink';
import { BATCH_ROWS } from './table-framer';
import { streamXlsx } from './xlsx-stream';

/**
 * `readSheet` as a stream of pieces: the same checks in the same order (extension, content,
 * the ZIP guard or the CSV census, the row and column limits) and the same table, handed on in
 * row batches as the sheet is read. An .xlsx is parsed as it inflates and a CSV row by row
 * (xlsx-stream.ts, csv-stream.ts); an .xls, and any file that only SheetJS reads the way
 * SheetJS does, is read whole by SheetJS and then handed on in batches the same way (`whole`
 * asks for that from the start).
 */
export async function streamSheetInto(
  bytes: Buffer,
  fileName: string,
  limits: SpreadsheetLimits,
  sink: PieceSink,
  whole = false,
): Promise<void> {
  const extension = extensionOf(fileName);
  if (!(SHEET_EXTENSIONS as readonly string[]).includes(extension)) {
    sink.emit({ type: 'refused', error: spreadsheetError.unsupportedType(extension) });
    return;
  }
  sink.emit({ type: 'progress', stage: 'check', done: 0, total: 1 });
  if (
    !contentMatchesExtension(fileName, bytes.subarray(0, 8192)) ||
    (extension === 'csv' && bytes.includes(0))
  ) {
    sink.emit({ type: 'refused', error: spreadsheetError.wrongContent() });
    return;
  }
  if (!whole && extension === 'xlsx' && (await streamXlsx(bytes, limits, sink)) === 'read') return;
  if (extension === 'csv') {
    const census = csvCensus(bytes, limits);
    if ('kind' in census) {
      sink.emit({ type: 'refused', error: census });
      return;
    }
    if (!whole && (await streamCsv(bytes, limits, sink)) === 'read') return;
  }
  await readWhole(bytes, extension as SheetExtension, limits, sink);
}

/** The sheet read by SheetJS in one go (after the ZIP guard for an .xlsx), then handed on in batches. */
async function readWhole(
  bytes: Buffer,
  extension: SheetExtension,
  limits: SpreadsheetLimits,
  sink: PieceSink,
): Promise<void> {
  if (extension === 'xlsx') {
    const guard = await checkZip(bytes, limits);
    if (!guard.ok) {
      sink.emit({ type: 'refused', error: guard.error });
      return;
    }
  }
  sink.emit({ type: 'progress', stage: 'check', done: 1, total: 1 });
  sink.emit({ type: 'progress', stage: 'parse', done: 0, total: 1 });
  const table = parseSheet(bytes, extension, limits, (done, total) =>
    sink.emit({ type: 'progress', stage: 'rows', done, total }),
  );
  if (!table.ok) {
    sink.emit({ type: 'refused', error: table.error });
    return;
  }
  const { headers, rows, rowNumbers } = table.value;
  sink.emit({ type: 'headers', headers: [...headers] });
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const slice = rows.slice(i, i + BATCH_ROWS);
    sink.emit({
      type: 'rows',
      rows: slice.map((row) => headers.map((h) => row[h] ?? '')),
      rowNumbers: rowNumbers ? rowNumbers.slice(i, i + BATCH_ROWS) : slice.map((_, j) => i + j + 2),
    });
    await sink.ready();
    if (sink.stopped) return;
  }
  sink.emit({ type: 'done' });
}
