import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../adapters/db/testing/test-databases';
import { fixedClock } from '../core/ports/clock';
import { DEMO_TAPES } from '../fixtures/tapes/build';
import { progress, progressMode } from './progress';
import { type CliWorld, captureIo, cliWorld } from './testing/cli-world';

const [sqlite] = testDatabases();
const demo = join(import.meta.dirname, '../fixtures/tapes', DEMO_TAPES.asf.file);
const HOUR = 3_600_000;
// The world runs in the past, so bids opened for an hour are still open by its clock.
const clock = fixedClock(new Date(Date.now() - 48 * HOUR));

describe('progress on stderr', () => {
  it('draws a bar on a terminal, lines when asked for elsewhere, and nothing for --json unless asked', () => {
    const tty = { interactive: true };
    const pipe = { interactive: false };
    expect(progressMode(tty)).toBe('bar');
    expect(progressMode(pipe)).toBe('off');
    expect(progressMode(pipe, { forced: true })).toBe('lines');
    expect(progressMode(tty, { json: true })).toBe('off');
    expect(progressMode(pipe, { json: true, forced: true })).toBe('lines');
  });

  it('writes a line per stage and per tenth of the way, never to stdout', () => {
    const io = captureIo();
    const bar = progress(io, 'import T', { forced: true });
    bar.update(0, 1, 'check');
    bar.update(1, 1, 'check');
    for (let done = 0; done <= 1000; done += 50) bar.update(done, 1000, 'rows');
    bar.stop();
    expect(io.outs).toEqual([]);
    expect(io.errs.slice(0, 3)).toEqual([
      'import T check: 0/1 (0%)',
      'import T check: 1/1 (100%)',
      'import T rows: 0/1000 (0%)',
    ]);
    expect(io.errs.filter((l) => l.includes(' rows: '))).toHaveLength(11);
    expect(io.errs.at(-1)).toBe('import T rows: 1000/1000 (100%)');
  });

  it('stays silent when stderr is not a terminal and nobody asked', () => {
    const io = captureIo();
    const bar = progress(io, 'import T');
    bar.update(1, 2, 'rows');
    bar.stop();
    expect(io.errs).toEqual([]);
  });
});

describe('ispz progress of long commands', () => {
  let w: CliWorld;
  beforeAll(async () => {
    w = await cliWorld(sqlite!, { clock });
    await w.user('lender@t.test', 'lender');
    await w.user('investor@t.test', 'investor');
  });
  afterAll(() => w.close());

  const progressLines = (err: string, label: string) => err.split('\n').filter((l) => l.startsWith(label));

  it('shows a tape import read, parsed and written with --progress, and only on stderr with --json', async () => {
    const plain = await w.run('tape', 'import', demo, '--tape', 'Quiet', '--lender', 'lender@t.test');
    expect(plain.code).toBe(0);
    expect(progressLines(plain.err, 'import Quiet')).toEqual([]);

    const shown = await w.run(
      'tape',
      'import',
      demo,
      '--tape',
      'Shown',
      '--lender',
      'lender@t.test',
      '--update',
      '--progress',
    );
    expect(shown.code).toBe(0);
    const stages = progressLines(shown.err, 'import Shown').map((l) => l.split(':')[0]);
    // Rows are reported every few thousand and at the end, depending on the parser.
    // Reading writes as it goes: the file's checks and parse happen inside 'read'.
    expect(stages.filter((s) => !s.endsWith(' rows'))).toEqual([
      'import Shown read',
      'import Shown check',
      'import Shown check',
      'import Shown parse',
      'import Shown store',
      'import Shown done',
    ]);

    const json = await w.run(
      'tape',
      'import',
      demo,
      '--tape',
      'Json',
      '--lender',
      'lender@t.test',
      '--update',
      '--progress',
      '--json',
    );
    expect(json.code).toBe(0);
    expect(json.json()).toMatchObject({ tapeName: 'Json', accepted: 60 });
    expect(json.out).not.toMatch(/import Json/);
    expect(progressLines(json.err, 'import Json')).toContain('import Json done: 2/2 (100%)');
  });

  it('shows a generated tape read page by page, rendered and written', async () => {
    const out = join(w.dataDir, 'asf.xlsx');
    const report = await w.run('tape', 'report', 'Quiet', '--type', 'ASF', '--out', out, '--progress');
    expect(report.code).toBe(0);
    expect(progressLines(report.err, 'report Quiet')).toEqual([
      'report Quiet read: 60/60 (100%)',
      'report Quiet render: 60/60 (100%)',
      'report Quiet write: 0/60 (0%)',
      'report Quiet write: 60/60 (100%)',
    ]);
    const json = await w.run('tape', 'report', 'Quiet', '--type', 'ASF', '--out', out, '--json');
    expect(json.json()).toMatchObject({ loans: 60 });
    expect(json.err).toBe('');
  });

  it('shows a bids export step by step', async () => {
    const validTill = new Date(clock.now().getTime() + HOUR).toISOString();
    const opened = await w.run('bids', 'open', '--tape', 'Quiet', '--valid-till', validTill, '--progress');
    expect(progressLines(opened.err, 'open Quiet')).toContain('open Quiet loans: 60/60 (100%)');
    const exported = await w.run(
      'bids',
      'export',
      '--as',
      'investor@t.test',
      '--out',
      `${w.dataDir}/`,
      '--progress',
      '--json',
    );
    expect(exported.json()).toMatchObject({ bids: 60 });
    expect(progressLines(exported.err, 'export bids').map((l) => l.split(':')[0])).toEqual([
      'export bids read',
      'export bids render',
      'export bids write',
      'export bids done',
    ]);
  });
});
