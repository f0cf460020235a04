import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../adapters/db/testing/test-databases';
import { writeCsv, writeXlsx } from '../adapters/spreadsheet/write-sheet';
import { VALIDATION_MESSAGES } from '../core/validation/messages';
import { generateTapeSheet } from '../fixtures/tape-generator';
import { HOSTILE_FILES } from '../fixtures/tapes/build';
import { EXIT, exitCodeOfFailure } from './errors';
import { runCli } from './program';
import { type CliWorld, captureIo, cliWorld } from './testing/cli-world';

const [sqlite] = testDatabases();

describe('ispz exit codes (sysexits)', () => {
  let w: CliWorld;
  beforeAll(async () => {
    w = await cliWorld(sqlite!);
    await w.user('lender@t.test', 'lender');
    await w.user('investor@t.test', 'investor');
  });
  afterAll(() => w.close());

  it('exits 64 for a command line commander refuses', async () => {
    expect((await w.run('no-such-command')).code).toBe(64);
    expect((await w.run('users', 'list', '--no-such-option')).code).toBe(64);
    expect((await w.run('tape', 'import')).code).toBe(64);
  });

  it('exits 64 for an option value that does not parse', async () => {
    expect((await w.run('users', 'list', '--limit', '0')).code).toBe(64);
  });

  it('exits 78 for a configuration that cannot be used', async () => {
    const io = captureIo();
    const env = { ...w.env, DATABASE_URL: 'mysql://root@db/x' };
    expect(await runCli(['users', 'list'], { io, env })).toBe(78);
    expect(io.errs.join('\n')).toMatch(/DATABASE_URL/);
    expect(await runCli(['users', 'list'], { io, env: { ...w.env, APP_ENV: 'production' } })).toBe(78);
  });

  it('exits 66 for an input file that is not there', async () => {
    const run = await w.run('tape', 'import', '/nonexistent/tape.csv', '--tape', 'A', '--lender', 'x@t.test');
    expect(run.code).toBe(66);
  });

  const fixture = (name: string) => join(import.meta.dirname, '../fixtures/tapes', name);
  /** Writes `bytes` as `name` in the world's data folder and returns the path. */
  async function file(name: string, bytes: Buffer | string): Promise<string> {
    const path = join(w.dataDir, name);
    await writeFile(path, bytes);
    return path;
  }
  const importTape = (path: string, ...extra: string[]) =>
    w.run('tape', 'import', path, '--tape', 'T', '--lender', 'lender@t.test', ...extra);
  const uploadBids = (path: string, ...extra: string[]) =>
    w.run('bids', 'upload', path, '--as', 'investor@t.test', ...extra);

  it('exits 65 for a tape file that cannot be used, naming why', async () => {
    const refused = async (path: string, code: string) => {
      const run = await importTape(path, '--json');
      expect([run.code, run.json<{ code: string }>().code]).toEqual([65, code]);
    };
    await refused(fixture(HOSTILE_FILES.zipBomb), 'SPREADSHEET.ZIP_REFUSED');
    await refused(fixture(HOSTILE_FILES.pdfAsXlsx), 'SPREADSHEET.WRONG_CONTENT');
    await refused(await file('notes.txt', 'loan_id\nA-1\n'), 'SPREADSHEET.UNSUPPORTED_TYPE');
    await refused(await file('empty.csv', ''), 'UPLOAD.NO_FILE');
    await refused(await file('header-only.csv', 'loan_id,fico_score\n'), 'SPREADSHEET.EMPTY');
    const sheet = generateTapeSheet(3, { seed: 3 });
    const fico = sheet.headers.indexOf('fico_score');
    const rejected = {
      headers: sheet.headers,
      rows: sheet.rows.map((r) => r.map((c, i) => (i === fico ? '999' : c))),
    };
    await refused(await file('all-rejected.csv', writeCsv(rejected)), 'TAPE.NO_VALID_ROWS');
    // A refusal by a rule is not a data error: the same good file twice is a conflict.
    const good = await file('good.csv', writeCsv(generateTapeSheet(3, { seed: 4 })));
    expect((await importTape(good)).code).toBe(0);
    expect((await importTape(good)).code).toBe(EXIT.refused);
  });

  it('exits 65 for a bids file the bulk upload does not take (spec §5: .xlsx only), with the spec text', async () => {
    for (const name of ['bids.csv', 'bids.xls']) {
      const bytes = name.endsWith('.csv')
        ? writeCsv({ headers: ['_id', 'amount'], rows: [['x', '1']] })
        : 'x';
      const run = await uploadBids(await file(name, bytes));
      expect(run.code).toBe(65);
      expect(run.err).toContain(VALIDATION_MESSAGES.unsupportedFormat(name));
    }
    const renamed = await uploadBids(fixture(HOSTILE_FILES.pdfAsXlsx), '--json');
    expect([renamed.code, renamed.json<{ code: string }>().code]).toEqual([65, 'SPREADSHEET.WRONG_CONTENT']);
    const noAmount = await file(
      'no-amount.xlsx',
      writeXlsx({ headers: ['_id', 'price'], rows: [['x', '1']] }),
    );
    const columns = await uploadBids(noAmount, '--json');
    expect([columns.code, columns.json<{ code: string }>().code]).toEqual([65, 'BID.SHEET_COLUMNS']);
  });

  it('exits 64 for a file command missing what it needs, and 66 for a bids file that is not there', async () => {
    expect((await w.run('tape', 'import', fixture(HOSTILE_FILES.brokenRows), '--tape', 'T')).code).toBe(64);
    expect((await w.run('bids', 'upload', await file('b.xlsx', 'x'))).code).toBe(64);
    expect((await uploadBids('/nonexistent/bids.xlsx')).code).toBe(66);
  });

  it('keeps 70 for internal errors only', () => {
    expect(exitCodeOfFailure(new Error('boom'))).toBe(EXIT.internal);
    expect(exitCodeOfFailure(Object.assign(new Error('gone'), { code: 'ENOENT' }))).toBe(EXIT.noInput);
    expect(EXIT).toMatchObject({ usage: 64, data: 65, noInput: 66, internal: 70, config: 78 });
  });
});
