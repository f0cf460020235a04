import type { DomainError } from '../../core/errors/domain-error';
import { err, type Result } from '../../core/errors/result';
import type { TapeTable } from '../../core/tapes/tape-table';
import { contentMatchesExtension, extensionOf } from '../files/sniff';
import { DEFAULT_LIMITS, type SpreadsheetLimits } from './limits';
import { parseSheet, type SheetExtension } from './parse-sheet';
import { csvCensus } from './sheet-census';
import { parseOnThread, type SheetProgress } from './sheet-thread';
import { spreadsheetError } from './spreadsheet-errors';
import { checkZip } from './zip-guard';

export type { SheetProgress } from './sheet-thread';

/**
 * Reads the first sheet of an .xlsx, .xls or .csv into a header and rows of text, with
 * bounded work: the content must agree with the extension (an .xlsx is a ZIP, an .xls an OLE2
 * compound file, a .csv text without NUL bytes); an .xlsx passes the ZIP guard, which also
 * counts its rows, cells and text as they inflate, and a .csv is counted the same way, before
 * anything is parsed; SheetJS is told to stop after the row limit, and the column count is
 * bounded. Files of `workerFromBytes` or more are parsed on a worker thread with a bounded heap
 * (see sheet-thread.ts). Bad files are refused as data (`invalid`), never thrown.
 */
export const SHEET_EXTENSIONS = ['xlsx', 'xls', 'csv'] as const;

export interface ReadSheetOptions {
  /** Hears where the read is (for progress bars); called on the main thread. */
  readonly onProgress?: (progress: SheetProgress) => void;
}

export async function readSheet(
  bytes: Buffer,
  fileName: string,
  limits: SpreadsheetLimits = DEFAULT_LIMITS,
  options: ReadSheetOptions = {},
): Promise<Result<TapeTable, DomainError>> {
  const { onProgress } = options;
  const extension = extensionOf(fileName);
  if (!(SHEET_EXTENSIONS as readonly string[]).includes(extension)) {
    return err(spreadsheetError.unsupportedType(extension));
  }
  onProgress?.({ stage: 'check', done: 0, total: 1 });
  if (
    !contentMatchesExtension(fileName, bytes.subarray(0, 8192)) ||
    (extension === 'csv' && bytes.includes(0))
  ) {
    return err(spreadsheetError.wrongContent());
  }
  if (extension === 'xlsx') {
    const guard = await checkZip(bytes, limits);
    if (!guard.ok) return guard;
  }
  if (extension === 'csv') {
    const census = csvCensus(bytes, limits);
    if ('kind' in census) return err(census);
  }
  onProgress?.({ stage: 'check', done: 1, total: 1 });
  const kind = extension as SheetExtension;
  if (bytes.length >= limits.workerFromBytes) return parseOnThread(bytes, kind, limits, onProgress);
  onProgress?.({ stage: 'parse', done: 0, total: 1 });
  return parseSheet(bytes, kind, limits, (done, total) => onProgress?.({ stage: 'rows', done, total }));
}
