/**
 * An import writes while it reads: what that must not change. A loan number repeated in a
 * later batch flags the loan written in an earlier one, a file that turns out half-way to be one
 * only SheetJS reads the way SheetJS does is imported again from the start, read whole, and the
 * edit report a whole read would give is heard once the file has been read through.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { unwrap } from '../../core/errors/result';
import { generateTapeSheet } from '../../fixtures/tape-generator';
import { DEFAULT_LIMITS } from '../spreadsheet/limits';
import { BATCH_ROWS } from '../spreadsheet/stream/table-framer';
import { writeCsv, writeXlsx } from '../spreadsheet/write-sheet';
import type { TapeRead } from './tape-draft-stream';
import { type TapeWorld, tapeWorld } from './testing/tape-world';

let w: TapeWorld;
beforeEach(async () => {
  w = await tapeWorld();
});
afterEach(() => w.close());

/** `bytes` of an .xlsx with its worksheet's XML passed through `edit`. */
function editedXlsx(bytes: Buffer, edit: (xml: string) => string): Buffer {
  const zip = XLSX.CFB.read(bytes, { type: 'buffer' });
  const entry =
    zip.FileIndex[zip.FullPaths.findIndex((p: string) => p.endsWith('xl/worksheets/sheet1.xml'))]!;
  entry.content = Buffer.from(edit(Buffer.from(entry.content as Uint8Array).toString('utf8')), 'utf8');
  return XLSX.CFB.write(zip, { fileType: 'zip', type: 'buffer' }) as Buffer;
}

describe('an import that writes while it reads', () => {
  it.each([
    ['in this thread', DEFAULT_LIMITS],
    ['on a worker thread', { ...DEFAULT_LIMITS, workerFromBytes: 0 }],
  ])(
    'flags Q005 on a loan written in an earlier batch when a later row repeats its number (%s)',
    async (_where, limits) => {
      const sheet = generateTapeSheet(BATCH_ROWS + 300, { seed: 5 });
      const repeated = sheet.rows[1]!;
      const rows = [
        ...sheet.rows.slice(0, BATCH_ROWS + 200),
        repeated,
        ...sheet.rows.slice(BATCH_ROWS + 200),
      ];
      const heard: TapeRead[] = [];
      const outcome = unwrap(
        await w.importFile({
          tapeName: 'Late',
          fileName: 'late.csv',
          bytes: writeCsv({ headers: sheet.headers, rows }),
          limits,
          onRead: (read) => heard.push(read),
        }),
      );
      expect(outcome).toMatchObject({ accepted: BATCH_ROWS + 300, repeatedRows: [BATCH_ROWS + 202] });
      expect(outcome.findings).toContainEqual(
        expect.objectContaining({ row: BATCH_ROWS + 202, code: 'Q005' }),
      );
      const loans = (await w.everyLoan()).total;
      expect(loans).toBe(BATCH_ROWS + 300);
      const flagged = await w.read().loans.byLoanNumbers('Late', [String(repeated[0])]);
      expect(flagged.map((l) => l.qualityFlags)).toEqual([expect.arrayContaining(['Q005'])]);
      expect(heard).toEqual([
        expect.objectContaining({ accepted: outcome.accepted, flagged: outcome.flagged }),
      ]);
    },
  );

  it.each([
    ['in this thread', DEFAULT_LIMITS],
    ['on a worker thread', { ...DEFAULT_LIMITS, workerFromBytes: 0 }],
  ])(
    'imports a file whose rows go backwards half-way as SheetJS reads it: whole, in sheet order (%s)',
    async (_where, limits) => {
      const sheet = generateTapeSheet(6, { seed: 9 });
      const bytes = writeXlsx(sheet);
      const backwards = editedXlsx(bytes, (xml) =>
        xml.replace(/(<row r="4".*?<\/row>)(<row r="5".*?<\/row>)/, '$2$1'),
      );
      expect(backwards.equals(bytes)).toBe(false);
      const outcome = unwrap(
        await w.importFile({ tapeName: 'Backwards', fileName: 'b.xlsx', bytes: backwards, limits }),
      );
      expect(outcome).toMatchObject({ accepted: 6, rejected: 0 });
      const numbers = (await w.everyLoan()).items.map((l) => l.loanNumber).sort();
      expect(numbers).toEqual(sheet.rows.map((r) => String(r[0])).sort());
    },
  );

  it('hears the report of a refused import once the file has been read, and none for an unreadable one', async () => {
    await w.importDemo('Taken');
    const heard: TapeRead[] = [];
    const sheet = generateTapeSheet(3, { seed: 2 });
    const refused = await w.importFile(
      { tapeName: 'Taken', fileName: 'x.csv', bytes: writeCsv(sheet), onRead: (r) => heard.push(r) },
      (await import('./testing/tape-world')).CAST.otherLender,
    );
    expect(refused).toMatchObject({ ok: false, error: { code: 'TAPE.NAME_TAKEN' } });
    expect(heard).toEqual([expect.objectContaining({ rows: 3, accepted: 3 })]);
    const unreadable = await w.importFile({
      tapeName: 'T',
      fileName: 'x.csv',
      bytes: writeCsv({ headers: ['loan_id'], rows: [['A-1']] }),
      onRead: (r) => heard.push(r),
    });
    expect(unreadable).toMatchObject({ ok: false, error: { code: 'TAPE.MISSING_COLUMNS' } });
    expect(heard).toHaveLength(1);
  });
});
