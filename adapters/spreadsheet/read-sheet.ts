import * as XLSX from 'xlsx';
import type { DomainError } from '../../core/errors/domain-error';
import { err, type Result } from '../../core/errors/result';
import type { TapeTable } from '../../core/tapes/tape-table';
import { contentMatchesExtension, extensionOf } from '../files/sniff';
import { DEFAULT_LIMITS, type SpreadsheetLimits } from './limits';
import { sheetToTable } from './sheet-table';
import { spreadsheetError } from './spreadsheet-errors';
import { checkZip } from './zip-guard';

/**
 * Reads the first sheet of an .xlsx, .xls or .csv into a header and rows of text, with
 * bounded work: the content must agree with the extension (an .xlsx is a ZIP, an .xls an OLE2
 * compound file, a .csv text without NUL bytes), an .xlsx passes the ZIP guard before it is
 * parsed, SheetJS is told to stop after the row limit, and the column count is bounded.
 * Bad files are refused as data (`invalid`), never thrown.
 */
export const SHEET_EXTENSIONS = ['xlsx', 'xls', 'csv'] as const;

// SheetJS options measured to halve time and memory on large sheets (see TOOLCHAIN.md).
const PARSE = { dense: true, cellText: false, cellHTML: false, cellNF: true, cellStyles: false } as const;

export async function readSheet(
  bytes: Buffer,
  fileName: string,
  limits: SpreadsheetLimits = DEFAULT_LIMITS,
): Promise<Result<TapeTable, DomainError>> {
  const extension = extensionOf(fileName);
  if (!(SHEET_EXTENSIONS as readonly string[]).includes(extension)) {
    return err(spreadsheetError.unsupportedType(extension));
  }
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
  // SheetJS stops after this many physical rows: the header, the row limit and one more, so a
  // sheet that reaches the cap is known to be over the limit (see sheetToTable).
  const rowCap = limits.maxRows + 2;
  const bounded = { ...PARSE, sheets: 0, sheetRows: rowCap };
  let workbook: XLSX.WorkBook;
  try {
    workbook =
      extension === 'csv'
        ? XLSX.read(decodeText(bytes), { ...bounded, type: 'string', raw: true })
        : XLSX.read(bytes, { ...bounded, type: 'buffer' });
  } catch {
    return err(spreadsheetError.unreadable());
  }
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) return err(spreadsheetError.empty());
  try {
    return sheetToTable(sheet, limits, rowCap);
  } catch {
    return err(spreadsheetError.unreadable());
  }
}

/** CSV bytes as text: UTF-8 (a byte-order mark is dropped), else Windows-1252 as Excel writes it. */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
