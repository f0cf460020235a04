/**
 * Sheets the commands write (tapes, reports, exports): .xlsx or .csv by the extension of the
 * path the operator names; a file already there is replaced.
 */
import { stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { writeCsv, writeXlsx } from '../adapters/spreadsheet/write-sheet';
import { type DomainError, domainError } from '../core/errors/domain-error';
import { err, ok, type Result } from '../core/errors/result';
import type { TapeSheet } from '../core/tapes/tape-table';

/** The sheet format a path's extension asks for. */
export function formatOf(path: string): Result<'xlsx' | 'csv', DomainError> {
  const ext = extname(path).toLowerCase();
  if (ext === '.xlsx') return ok('xlsx');
  if (ext === '.csv') return ok('csv');
  return err(domainError('invalid', 'CLI.OUT_TYPE', `Write to a .xlsx or .csv file, not '${path}'.`));
}

/** Writes `sheet` to `path` as .xlsx or .csv. */
export async function writeSheetFile(
  path: string,
  sheet: TapeSheet,
  sheetName?: string,
): Promise<Result<void, DomainError>> {
  const format = formatOf(path);
  if (!format.ok) return format;
  await writeFile(path, format.value === 'xlsx' ? writeXlsx(sheet, sheetName) : writeCsv(sheet));
  return ok(undefined);
}

/**
 * Where to write a file whose name the platform gives (compare_fields_…, obs_bid_…): `path`
 * itself, or inside it when it is a folder; the current folder when no path was given.
 */
export async function outputPath(path: string | undefined, fileName: string): Promise<string> {
  if (path === undefined) return fileName;
  const isFolder = await stat(path).then(
    (s) => s.isDirectory(),
    () => path.endsWith('/'),
  );
  return isFolder ? join(path, fileName) : path;
}
