import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/errors/messages';
import { unwrap } from '../../core/errors/result';
import { generateTapeSheet } from '../../fixtures/tape-generator';
import { DEMO_TAPES, HOSTILE_FILES } from '../../fixtures/tapes/build';
import { BROKEN_ROWS } from '../../fixtures/tapes/hostile-files';
import type { SheetProgress } from '../spreadsheet/read-sheet';
import { writeCsv } from '../spreadsheet/write-sheet';
import { CAST, fixtureFile, type TapeWorld, tapeWorld } from './testing/tape-world';

let w: TapeWorld;
beforeEach(async () => {
  w = await tapeWorld();
});
afterEach(() => w.close());

describe('importing a tape file', () => {
  it.each(Object.values(DEMO_TAPES))('imports the demo tape $file whole, in one batch', async (tape) => {
    const bytes = await fixtureFile(tape.file);
    const outcome = unwrap(await w.importFile({ tapeName: 'Demo', fileName: tape.file, bytes }));
    expect(outcome).toMatchObject({
      tapeCreated: true,
      added: tape.count,
      accepted: tape.count,
      rejected: 0,
    });
    expect(outcome.mappingName).toBe(tape.style);
    const { items } = await w.everyLoan();
    expect(items).toHaveLength(tape.count);
    expect(new Set(items.map((l) => l.batchId))).toEqual(new Set([outcome.batchId]));
    expect(await w.deps.reports.get(outcome.batchId)).toMatchObject({
      lenderId: CAST.lender.userId,
      accepted: tape.count,
    });
  });

  it('recognises the same file imported again, and updates only when asked', async () => {
    const first = await w.importDemo();
    const bytes = await fixtureFile(DEMO_TAPES.asf.file);
    const again = await w.importFile({ tapeName: 'Demo ASF', fileName: 'renamed.xlsx', bytes });
    expect(again).toMatchObject({
      ok: false,
      error: { code: 'TAPE.ALREADY_IMPORTED', details: { batchId: first.batchId } },
    });
    const update = unwrap(
      await w.importFile({ tapeName: 'Demo ASF', fileName: 'renamed.xlsx', bytes, update: true }),
    );
    expect(update).toMatchObject({ added: 0, updated: 0, identical: 60 });
    expect((await w.everyLoan()).total).toBe(60);
  });

  it('imports the readable rows of a broken tape and reports every edit with its row and column', async () => {
    const bytes = await fixtureFile(HOSTILE_FILES.brokenRows);
    const outcome = unwrap(
      await w.importFile({ tapeName: 'Broken', fileName: HOSTILE_FILES.brokenRows, bytes }),
    );
    expect(outcome).toMatchObject({
      rows: 12,
      accepted: 12 - BROKEN_ROWS.length,
      rejected: BROKEN_ROWS.length,
    });
    expect(outcome.findings.map((f) => [f.row, f.column, f.code])).toEqual(
      BROKEN_ROWS.map(([index, column, , code]) => [index + 2, column, code]),
    );
  });

  it('imports a flagged row once when its loan number repeats, and leaves the repeat out', async () => {
    const sheet = generateTapeSheet(4, { seed: 7 });
    const twice = { headers: sheet.headers, rows: [...sheet.rows, sheet.rows[1]!] };
    const outcome = unwrap(
      await w.importFile({ tapeName: 'Dup', fileName: 'dup.csv', bytes: writeCsv(twice) }),
    );
    expect(outcome).toMatchObject({ accepted: 4, flagged: 1, repeatedRows: [6] });
    expect(outcome.findings).toEqual([expect.objectContaining({ row: 6, code: 'Q005' })]);
    const flagged = (await w.everyLoan()).items.filter((l) => l.qualityFlags.includes('Q005'));
    expect(flagged.map((l) => l.loanNumber)).toEqual([String(sheet.rows[1]![0])]);
  });

  it('passes on how far the sheet is read: checks, parse, then rows as they are turned into text', async () => {
    const sheet = generateTapeSheet(6_000, { seed: 11 });
    const heard: SheetProgress[] = [];
    const outcome = unwrap(
      await w.importFile({
        tapeName: 'Long',
        fileName: 'long.csv',
        bytes: writeCsv(sheet),
        onProgress: (p) => heard.push(p),
      }),
    );
    expect(outcome.accepted).toBe(6_000);
    expect(heard.slice(0, 3)).toEqual([
      { stage: 'check', done: 0, total: 1 },
      { stage: 'check', done: 1, total: 1 },
      { stage: 'parse', done: 0, total: 1 },
    ]);
    expect(heard).toContainEqual({ stage: 'rows', done: 5_000, total: 6_000 });
  });

  it.each([
    ['zip bomb', HOSTILE_FILES.zipBomb, 'SPREADSHEET.ZIP_REFUSED'],
    ['lying size header', HOSTILE_FILES.lyingZip, 'SPREADSHEET.ZIP_REFUSED'],
    ['PDF named .xlsx', HOSTILE_FILES.pdfAsXlsx, 'SPREADSHEET.WRONG_CONTENT'],
  ])('refuses a %s quickly and writes nothing', async (_what, file, code) => {
    const bytes = await fixtureFile(file);
    const started = performance.now();
    const outcome = await w.importFile({ tapeName: 'Hostile', fileName: file, bytes });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'invalid', code } });
    expect(await w.read().tapes.list()).toEqual([]);
  });

  it('asks for the tape first, then for a file (spec §5)', async () => {
    const bytes = await fixtureFile(DEMO_TAPES.platform.file);
    expect(await w.importFile({ tapeName: ' ', fileName: 'a.csv', bytes })).toMatchObject({
      ok: false,
      error: { code: 'TAPE.NAME_REQUIRED', message: MESSAGES.selectRequiredField },
    });
    expect(await w.importFile({ tapeName: 'T', fileName: 'a.csv', bytes: Buffer.alloc(0) })).toMatchObject({
      ok: false,
      error: { message: 'Please Select an Excel file to upload' },
    });
  });

  it('refuses anyone but a lender before reading the file', async () => {
    const outcome = await w.importFile(
      { tapeName: 'T', fileName: 'x.csv', bytes: Buffer.from('garbage') },
      CAST.investor,
    );
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });

  it('refuses a tape missing a required column or with no importable row', async () => {
    const narrow = writeCsv({ headers: ['loan_id', 'loanamount'], rows: [['A-1', '100']] });
    expect(await w.importFile({ tapeName: 'T', fileName: 'x.csv', bytes: narrow })).toMatchObject({
      ok: false,
      error: { code: 'TAPE.MISSING_COLUMNS' },
    });
    const sheet = generateTapeSheet(3, { seed: 3 });
    const fico = sheet.headers.indexOf('fico_score');
    const broken = {
      headers: sheet.headers,
      rows: sheet.rows.map((r) => r.map((c, i) => (i === fico ? '999' : c))),
    };
    expect(await w.importFile({ tapeName: 'T', fileName: 'x.csv', bytes: writeCsv(broken) })).toMatchObject({
      ok: false,
      error: { code: 'TAPE.NO_VALID_ROWS', details: { rejected: 3 } },
    });
    expect(await w.read().tapes.list()).toEqual([]);
  });

  it('refuses a tape name another lender holds, adding nothing', async () => {
    await w.importDemo('Taken');
    const bytes = await fixtureFile(DEMO_TAPES.platform.file);
    const other = await w.importFile({ tapeName: 'Taken', fileName: 'p.csv', bytes }, CAST.otherLender);
    expect(other).toMatchObject({ ok: false, error: { code: 'TAPE.NAME_TAKEN' } });
    expect((await w.everyLoan()).total).toBe(60);
  });
});
