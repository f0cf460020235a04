import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/errors/result';
import type { TapeCell } from '../../core/tapes/tape-table';
import { readSheet } from './read-sheet';
import { writeCsv, writeXlsx } from './write-sheet';

const SHEET = {
  headers: ['Loan Number', 'Amount', 'Note'],
  rows: [
    ['001', 250000.5, 'plain'],
    ['002', null, 'comma, "quote"\nnewline'],
    ['003', -4, '=HYPERLINK("x")'],
  ] as TapeCell[][],
};

describe('writing sheets', () => {
  it('writes an xlsx that reads back cell for cell', async () => {
    const table = unwrap(await readSheet(writeXlsx(SHEET, 'Report'), 'r.xlsx'));
    expect(table.headers).toEqual(SHEET.headers);
    expect(table.rows).toEqual([
      { 'Loan Number': '001', Amount: '250000.5', Note: 'plain' },
      { 'Loan Number': '002', Amount: '', Note: 'comma, "quote"\nnewline' },
      { 'Loan Number': '003', Amount: '-4', Note: '=HYPERLINK("x")' },
    ]);
  });

  it('writes an RFC 4180 CSV with a byte-order mark, defusing formula text', async () => {
    const csv = writeCsv(SHEET).toString('utf8');
    expect(csv.startsWith('\uFEFFLoan Number,Amount,Note\r\n001,250000.5,plain\r\n')).toBe(true);
    expect(csv).toContain('002,,"comma, ""quote""\nnewline"\r\n');
    expect(csv).toContain(`003,-4,"'=HYPERLINK(""x"")"\r\n`);
    const table = unwrap(await readSheet(writeCsv(SHEET), 'r.csv'));
    expect(table.rows[1]).toEqual({ 'Loan Number': '002', Amount: '', Note: 'comma, "quote"\nnewline' });
  });

  it('round-trips any text and numbers through both formats', async () => {
    const cell = fc.oneof(
      fc.string({ maxLength: 20 }).filter((s) => s.trim() !== '' && !/^[=+\-@\t\r]/.test(s)),
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 5 }),
        async (rows) => {
          const sheet = { headers: ['a', 'b', 'c'], rows };
          const expected = rows.map((r) =>
            Object.fromEntries(
              r.map((v, i) => [
                sheet.headers[i],
                typeof v === 'number' ? String(Number(v.toPrecision(15))) : v,
              ]),
            ),
          );
          for (const [bytes, name] of [
            [writeXlsx(sheet), 'x.xlsx'],
            [writeCsv(sheet), 'x.csv'],
          ] as const) {
            const table = unwrap(await readSheet(bytes, name));
            expect(table.rows, name).toEqual(expected);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
