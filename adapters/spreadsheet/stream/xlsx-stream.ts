import type { Entry, ZipFile } from 'yauzl';
import type { DomainError } from '../../../core/errors/domain-error';
import type { SpreadsheetLimits } from '../limits';
import { PARSE } from '../parse-sheet';
import { spreadsheetError } from '../spreadsheet-errors';
import { inflateEntry, openZip, WORKSHEET } from '../zip-guard';
import { NotStreamable } from './not-streamable';
import type { PieceSink } from './piece-sink';
import { SheetCells } from './sheet-cells';
import { SheetData } from './sheet-data';
import { type TableFramer, tableFramer } from './table-framer';
import { keptForWorkbook, readWorkbook } from './xlsx-workbook';

/**
 * The first sheet of an .xlsx, read while it inflates: each part of the ZIP is inflated once,
 * under the guard's limits (declared sizes, real sizes, the tallies of cells and text), and the
 * first worksheet's XML is parsed as it comes out of zlib and handed on in row batches, so
 * neither the sheet's XML nor a cell object per cell is ever held whole. Order: every entry's
 * declared size; the parts around the sheets, inflated and kept (workbook, styles, shared
 * strings), read by SheetJS (xlsx-workbook.ts); the other worksheets inflated and counted; then
 * the first sheet, streamed. Answers 'whole' when SheetJS itself must read the file (before any
 * row went out); a file found to be such half-way throws `NotStreamable`.
 */
export async function streamXlsx(
  bytes: Buffer,
  limits: SpreadsheetLimits,
  sink: PieceSink,
): Promise<'whole' | 'read'> {
  const opened = await openZip(bytes, limits);
  if (!opened.ok) {
    sink.emit({ type: 'refused', error: opened.error });
    return 'read';
  }
  const { zip, entries } = opened.value;
  try {
    const worksheets = entries.filter((e) => WORKSHEET.test(e.fileName));
    const parts = new Map<string, Buffer>();
    for (const entry of entries) {
      if (WORKSHEET.test(entry.fileName)) continue;
      const chunks: Buffer[] = [];
      const keep = keptForWorkbook(entry.fileName);
      const problem = await inflateEntry(zip, entry, limits, (chunk) => {
        if (keep) chunks.push(chunk);
        return true;
      });
      if (problem) return refused(sink, problem);
      if (keep) parts.set(entry.fileName, Buffer.concat(chunks));
    }
    const rowCap = limits.maxRows + 2;
    const workbook = readWorkbook(
      parts,
      worksheets.map((e) => e.fileName),
      { ...PARSE, sheetRows: rowCap },
    );
    parts.clear();
    const first = workbook && worksheets.find((e) => e.fileName === workbook.sheetPath);
    if (!workbook || !first) return 'whole';
    for (const entry of worksheets) {
      if (entry === first) continue;
      const problem = await inflateEntry(zip, entry, limits);
      if (problem) return refused(sink, problem);
    }
    sink.emit({ type: 'progress', stage: 'check', done: 1, total: 1 });
    sink.emit({ type: 'progress', stage: 'parse', done: 0, total: 1 });
    return await streamSheet(zip, first, limits, sink, new SheetCells(workbook.context, rowCap));
  } finally {
    zip.close();
  }
}

function refused(sink: PieceSink, error: DomainError): 'read' {
  sink.emit({ type: 'refused', error });
  return 'read';
}

/** Streams the first worksheet into row batches; 'whole' when it proves unstreamable before its first row. */
async function streamSheet(
  zip: ZipFile,
  entry: Entry,
  limits: SpreadsheetLimits,
  sink: PieceSink,
  cells: SheetCells,
): Promise<'whole' | 'read'> {
  const rowCap = limits.maxRows + 2;
  let framer: TableFramer | null = null;
  let stopped = false;
  let sent = false;
  const refuse = (error: DomainError) => {
    sink.emit({ type: 'refused', error });
    return false;
  };
  const data = new SheetData(cells, {
    range(range) {
      // The same refusals, in the same order, as sheetToTable's before its first row.
      if (range.e.r + 1 >= rowCap) return refuse(spreadsheetError.tooManyRows(limits.maxRows));
      const width = range.e.c - range.s.c + 1;
      if (width > limits.maxColumns) return refuse(spreadsheetError.tooManyColumns(width, limits.maxColumns));
      framer = tableFramer(range, limits, (piece) => {
        sent ||= piece.type === 'headers';
        sink.emit(piece);
      });
      return true;
    },
    row: (row) => framer?.row(row.r, row.cells) ?? false,
  });
  try {
    const problem = await inflateEntry(zip, entry, limits, async (chunk) => {
      stopped = !data.feed(chunk.toString('latin1'));
      await sink.ready();
      return !stopped && !sink.stopped;
    });
    if (problem) return refused(sink, problem);
    if (!stopped && !sink.stopped) {
      data.end();
      (framer as TableFramer | null)?.end();
    }
    return 'read';
  } catch (error) {
    // Before the first row nothing has gone out: SheetJS can simply read the file instead.
    if (error instanceof NotStreamable && !sent) return 'whole';
    throw error;
  }
}
