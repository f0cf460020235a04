import * as XLSX from 'xlsx';
import type { DomainError } from '../../core/errors/domain-error';
import { err, type Result } from '../../core/errors/result';
import type { TapeTable } from '../../core/tapes/tape-table';
import type { SpreadsheetLimits } from './limits';
import { sheetToTable } from './sheet-table';
import { spreadsheetError } from './spreadsheet-errors';

/**
 * The SheetJS parse itself, on whichever thread runs it (`readSheet` decides): the bytes of a
 * file that already passed the content, ZIP and census checks → the first sheet as a table.
 */

export type SheetExtension = 'xlsx' | 'xls' | 'csv';

/** SheetJS options measured to halve time and memory on large sheets (see TOOLCHAIN.md). */
export const PARSE = {
  dense: true,
  cellText: false,
  cellHTML: false,
  cellNF: true,
  cellStyles: false,
} as const;

interface WorkbookFlags {
  readonly Workbook?: { readonly WBProps?: { readonly date1904?: unknown } };
}

export function parseSheet(
  bytes: Uint8Array,
  extension: SheetExtension,
  limits: SpreadsheetLimits,
  onRows?: (done: number, total: number) => void,
): Result<TapeTable, DomainError> {
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
  const date1904 = (workbook as WorkbookFlags).Workbook?.WBProps?.date1904 === true;
  try {
    return sheetToTable(sheet, limits, { rowCap, date1904, ...(onRows ? { onRows } : {}) });
  } catch {
    return err(spreadsheetError.unreadable());
  }
}

/** CSV bytes as text: UTF-8 (a byte-order mark is dropped), else Windows-1252 as Excel writes it. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
