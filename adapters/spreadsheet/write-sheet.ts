import * as XLSX from 'xlsx';
import type { TapeCell, TapeSheet } from '../../core/tapes/tape-table';
import { numberText } from './cell-text';

/**
 * Writes a header and rows (generated tapes, edit reports, exports) as .xlsx or .csv bytes.
 * Numbers become number cells, text stays text (an .xlsx never evaluates it). A CSV is UTF-8
 * with a byte-order mark, so Excel shows accents correctly, and text that Excel would run as a
 * formula (=, +, -, @ …) is prefixed with an apostrophe — tapes carry text typed by others.
 */
export function writeXlsx(sheet: TapeSheet, sheetName = 'Sheet1'): Buffer {
  const ws = XLSX.utils.aoa_to_sheet([sheet.headers as TapeCell[], ...(sheet.rows as TapeCell[][])], {
    dense: true,
  });
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, sheetName.slice(0, 31));
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function csvField(cell: TapeCell): string {
  if (cell === null) return '';
  // Numbers as the reader gives them back from an .xlsx: 15 significant digits, no float noise.
  let text = typeof cell === 'number' ? numberText(cell) : cell;
  if (typeof cell === 'string' && FORMULA_START.test(text) && !NUMERIC.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function writeCsv(sheet: TapeSheet): Buffer {
  const lines = [sheet.headers, ...sheet.rows].map((row) => row.map(csvField).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
