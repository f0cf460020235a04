/**
 * The preview's spreadsheet reader against files written by a full spreadsheet library: shared
 * and inline strings, numbers, booleans, gaps, the first sheet only, the row cap, and refusals.
 */
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { columnIndex, decodeXml, readFirstSheet, SHEET_LIMITS } from './xlsx-sheet';

function workbook(sheets: Record<string, unknown[][]>, compression = true): Uint8Array {
  const book = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) {
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name);
  }
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', compression }));
}

describe('readFirstSheet', () => {
  it('reads text, numbers and booleans of the first sheet, header first', async () => {
    const bytes = workbook({
      Loans: [
        ['Loan ID', 'Loan Amount ($)', 'Verified'],
        ['L-1 & <co>', 250000.5, true],
        ['L-2', 0, false],
      ],
      Other: [['not shown']],
    });
    const sheet = await readFirstSheet(bytes);
    expect(sheet.rows).toEqual([
      ['Loan ID', 'Loan Amount ($)', 'Verified'],
      ['L-1 & <co>', '250000.5', 'TRUE'],
      ['L-2', '0', 'FALSE'],
    ]);
    expect(sheet.truncated).toBe(false);
  });

  it('keeps gaps as empty cells and reads stored (uncompressed) archives', async () => {
    const sheet = await readFirstSheet(workbook({ S: [['a', null, 'c'], [], [null, 'x']] }, false));
    expect(sheet.rows).toEqual([
      ['a', '', 'c'],
      ['', 'x', ''],
    ]);
  });

  it(`stops after ${SHEET_LIMITS.maxRows} rows and says so`, async () => {
    const rows = Array.from({ length: SHEET_LIMITS.maxRows + 5 }, (_, i) => [`row ${i}`]);
    const sheet = await readFirstSheet(workbook({ Big: rows }));
    expect(sheet.rows).toHaveLength(SHEET_LIMITS.maxRows);
    expect(sheet.truncated).toBe(true);
  });

  it('refuses bytes that are not an .xlsx (an old .xls, a pdf)', async () => {
    await expect(readFirstSheet(new TextEncoder().encode('%PDF-1.7 not a zip'))).rejects.toThrow();
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['old']]), 'S');
    const xls = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'biff8' }));
    await expect(readFirstSheet(xls)).rejects.toThrow();
  });
});

describe('cell references and XML text', () => {
  it('turns column letters into indexes', () => {
    expect([columnIndex('A1'), columnIndex('Z9'), columnIndex('AA10'), columnIndex('ab3')]).toEqual([
      0, 25, 26, 27,
    ]);
  });

  it('decodes entities and character references', () => {
    expect(decodeXml('a &amp; b &lt;&gt; &#36;&#x41; &quot;&apos; &nope;')).toBe('a & b <> $A "\' &nope;');
  });
});
