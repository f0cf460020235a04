import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { unwrap } from '../../core/errors/result';
import { HOSTILE_FILES } from '../../fixtures/tapes/build';
import { DEFAULT_LIMITS } from './limits';
import { readSheet } from './read-sheet';
import { writeXlsx } from './write-sheet';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../fixtures/tapes', name));

function workbook(
  rows: unknown[][],
  format?: (ws: XLSX.WorkSheet) => void,
  bookType: XLSX.BookType = 'xlsx',
): Buffer {
  const ws = XLSX.utils.aoa_to_sheet(rows, { dense: true });
  format?.(ws);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, 'Tape');
  return XLSX.write(wb, { type: 'buffer', bookType }) as Buffer;
}

describe('reading a sheet', () => {
  it('reads a CSV as text, keeping leading zeros and quoted commas, skipping blank rows', async () => {
    const csv = '\uFEFFloan_id,amount,notes\r\n000123,"$1,250.50","a ""quoted"", text"\r\n,,\r\n7,8,9\r\n';
    const table = unwrap(await readSheet(Buffer.from(csv), 'tape.CSV'));
    expect(table.headers).toEqual(['loan_id', 'amount', 'notes']);
    expect(table.rows).toEqual([
      { loan_id: '000123', amount: '$1,250.50', notes: 'a "quoted", text' },
      { loan_id: '7', amount: '8', notes: '9' },
    ]);
    expect(table.rowNumbers).toEqual([2, 4]);
  });

  it('reads a CSV saved as Windows-1252', async () => {
    const bytes = Buffer.from([...Buffer.from('name\r\nJos'), 0xe9, 0x0d, 0x0a]);
    expect(unwrap(await readSheet(bytes, 't.csv')).rows).toEqual([{ name: 'José' }]);
  });

  it('reads xlsx numbers by value, date-formatted numbers as ISO dates and percents as percent text', async () => {
    const xlsx = workbook(
      [
        ['rate', 'pct', 'date', 'amount', 'flag', 'id'],
        [6.125, 0.06125, 45000, 0.1 + 0.2, true, '000123'],
      ],
      (ws) => {
        const row = ws['!data']![1]!;
        row[1]!.z = '0.000%';
        row[2]!.z = 'mm/dd/yyyy';
      },
    );
    const table = unwrap(await readSheet(xlsx, 'tape.xlsx'));
    expect(table.rows[0]).toEqual({
      rate: '6.125',
      pct: '6.125%',
      date: '2023-03-15',
      amount: '0.3',
      flag: 'TRUE',
      id: '000123',
    });
  });

  it('reads legacy .xls workbooks', async () => {
    const xls = workbook(
      [
        ['loan_id', 'fico_score'],
        ['A1', 720],
      ],
      undefined,
      'biff8',
    );
    expect(unwrap(await readSheet(xls, 'old.xls')).rows).toEqual([{ loan_id: 'A1', fico_score: '720' }]);
  });

  it('names blank headers by column and keeps repeated headers apart', async () => {
    const xlsx = writeXlsx({ headers: ['Notes', '', 'Notes', 'Notes (2)'], rows: [['a', 'b', 'c', 'd']] });
    const table = unwrap(await readSheet(xlsx, 't.xlsx'));
    expect(table.headers).toEqual(['Notes', 'Column B', 'Notes (3)', 'Notes (2)']);
    expect(table.rows[0]).toEqual({ Notes: 'a', 'Column B': 'b', 'Notes (3)': 'c', 'Notes (2)': 'd' });
  });

  it('refuses a file whose content contradicts its extension', async () => {
    const pdf = await readSheet(fixture(HOSTILE_FILES.pdfAsXlsx), 'tape.xlsx');
    expect(pdf).toMatchObject({
      ok: false,
      error: { kind: 'invalid', code: 'SPREADSHEET.WRONG_CONTENT', message: 'Please upload a valid file' },
    });
    expect((await readSheet(writeXlsx({ headers: ['a'], rows: [[1]] }), 'tape.xls')).ok).toBe(false);
    expect((await readSheet(Buffer.from('a,b\n1,\0'), 'tape.csv')).ok).toBe(false);
    expect(await readSheet(Buffer.from('%PDF-1.4'), 'tape.pdf')).toMatchObject({
      ok: false,
      error: { code: 'SPREADSHEET.UNSUPPORTED_TYPE' },
    });
  });

  it('refuses hostile workbooks before parsing them, in well under a second', async () => {
    for (const name of [HOSTILE_FILES.zipBomb, HOSTILE_FILES.lyingZip]) {
      const start = performance.now();
      const result = await readSheet(fixture(name), name);
      expect(result).toMatchObject({ ok: false, error: { code: 'SPREADSHEET.ZIP_REFUSED' } });
      expect(performance.now() - start).toBeLessThan(1000);
    }
  });

  it('bounds rows and columns with clear errors', async () => {
    const limits = { ...DEFAULT_LIMITS, maxRows: 3, maxColumns: 2 };
    const rows = (n: number) => `a,b\n${'1,2\n'.repeat(n)}`;
    expect(unwrap(await readSheet(Buffer.from(rows(3)), 't.csv', limits)).rows).toHaveLength(3);
    expect(await readSheet(Buffer.from(rows(4)), 't.csv', limits)).toMatchObject({
      ok: false,
      error: {
        code: 'SPREADSHEET.TOO_MANY_ROWS',
        message: 'The sheet has more than 3 rows; split it into smaller files.',
      },
    });
    // Blank rows count towards the parser's cap: the sheet is refused rather than cut short.
    const gappy = Buffer.from(`a,b\n1,2\n,\n,\n3,4\n5,6\n`);
    expect(await readSheet(gappy, 't.csv', limits)).toMatchObject({
      ok: false,
      error: { code: 'SPREADSHEET.TOO_MANY_ROWS' },
    });
    expect(await readSheet(Buffer.from('a,b,c\n1,2,3\n'), 't.csv', limits)).toMatchObject({
      ok: false,
      error: {
        code: 'SPREADSHEET.TOO_MANY_COLUMNS',
        message: 'The sheet has 3 columns; at most 2 can be read.',
      },
    });
  });

  it('refuses a sheet with a header and no rows', async () => {
    expect(await readSheet(Buffer.from('a,b\n'), 't.csv')).toMatchObject({
      ok: false,
      error: { code: 'SPREADSHEET.EMPTY' },
    });
    expect(await readSheet(Buffer.from(' '), 't.csv')).toMatchObject({
      ok: false,
      error: { code: 'SPREADSHEET.EMPTY' },
    });
  });
});
