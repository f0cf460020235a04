import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../adapters/db/testing/test-databases';
import { readSheet } from '../../adapters/spreadsheet/read-sheet';
import { writeXlsx } from '../../adapters/spreadsheet/write-sheet';
import { placeBid } from '../../core/bidding/place-bid';
import { MESSAGES } from '../../core/errors/messages';
import { unwrap } from '../../core/errors/result';
import { observationBidFileName } from '../../core/format/export-names';
import { fixedClock } from '../../core/ports/clock';
import { DEMO_TAPES } from '../../fixtures/tapes/build';
import { actorByEmail } from '../actors';
import { EXIT } from '../errors';
import { type CliWorld, cliWorld } from '../testing/cli-world';
import { spawnCli } from '../testing/spawn-cli';

type Closed = { closed: number; awarded: number; unsold: number };

const demo = join(import.meta.dirname, '../../fixtures/tapes', DEMO_TAPES.asf.file);
const HOUR = 3_600_000;
// The world runs two days in the past, so the bids it opens for an hour have expired by the
// real clock that separate `ispz` processes read; in-process runs move the world's clock.
const clock = fixedClock(new Date(Date.now() - 48 * HOUR));
const soon = () => new Date(clock.now().getTime() + HOUR).toISOString();

describe.each(testDatabases().map((b) => [b.name, b] as const))('ispz bids on %s', (_name, backend) => {
  let w: CliWorld;
  beforeEach(async () => {
    clock.set(new Date(Date.now() - 48 * HOUR));
    w = await cliWorld(backend, { clock });
    await w.user('lender@t.test', 'lender');
    await w.user('investor@t.test', 'investor');
    const imported = await w.run('tape', 'import', demo, '--tape', 'Demo', '--lender', 'lender@t.test');
    if (imported.code !== 0) throw new Error(imported.err);
  });
  afterEach(() => w.close());

  /** Bids `amount` dollars on the first `count` open bids as the investor. */
  async function bidOnFirst(count: number, amount = 250_000) {
    const platform = await w.platform();
    try {
      const investor = unwrap(await actorByEmail(platform, 'investor@t.test'));
      const open = await platform.trading.uow.run((s) => s.bids.listOpen());
      for (const bid of open.slice(0, count))
        unwrap(
          await placeBid(platform.trading, investor, { bidId: bid.id, bidderId: investor.userId, amount }),
        );
    } finally {
      await platform.close();
    }
  }

  it("opens the tape's loans as its lender, or the ones named", async () => {
    const some = await w.run(
      'bids',
      'open',
      '--tape',
      'Demo',
      '--valid-till',
      soon(),
      '--loans',
      'AGF-A-000001,AGF-A-000002',
      '--json',
    );
    expect(some).toMatchObject({ code: EXIT.ok });
    expect(some.json()).toMatchObject({ opened: 2, emailed: 1 });
    const rest = await w.run('bids', 'open', '--tape', 'Demo', '--valid-till', soon());
    expect(rest.out).toMatch(/^Opened 58 loans of Demo for bidding until .*; 1 investors emailed\.$/);
    const none = await w.run('bids', 'open', '--tape', 'Demo', '--valid-till', soon());
    expect(none).toMatchObject({ code: EXIT.usage, err: expect.stringContaining('BID.NO_LOANS') });
    const unknown = await w.run('bids', 'open', '--tape', 'Demo', '--valid-till', soon(), '--loans', 'NOPE');
    expect(unknown).toMatchObject({ code: EXIT.refused, err: expect.stringContaining('NOPE') });
    const past = await w.run(
      'bids',
      'open',
      '--tape',
      'Demo',
      '--valid-till',
      '2001-01-01T00:00:00Z',
      '--loans',
      'AGF-A-000003',
    );
    expect(past.code).toBe(EXIT.usage);
    const notLender = await w.run(
      'bids',
      'open',
      '--tape',
      'Demo',
      '--valid-till',
      soon(),
      '--as',
      'investor@t.test',
    );
    expect(notLender.code).toBe(EXIT.refused);
  });

  it('exports the bidder’s table, takes it back with amounts, and closes what expired by --now once', async () => {
    await w.run(
      'bids',
      'open',
      '--tape',
      'Demo',
      '--valid-till',
      soon(),
      '--loans',
      'AGF-A-000001,AGF-A-000002,AGF-A-000003',
    );
    await bidOnFirst(2);
    const exported = await w.run('bids', 'export', '--as', 'investor@t.test', '--out', w.dataDir);
    const file = join(w.dataDir, observationBidFileName(clock.now()));
    expect(exported.out).toBe(`Wrote 3 bids to ${file}.`);
    const table = unwrap(await readSheet(await readFile(file), file));
    expect(table.headers.slice(0, 2)).toEqual(['_id', 'amount']);
    expect((await w.run('bids', 'export', '--as', 'lender@t.test')).code).toBe(EXIT.refused);

    const filled = join(w.dataDir, 'filled.xlsx');
    await writeFile(
      filled,
      writeXlsx({ headers: ['_id', 'amount'], rows: table.rows.map((r) => [r._id!, '300000']) }),
    );
    const preview = await w.run('bids', 'upload', filled, '--as', 'investor@t.test', '--json');
    expect(preview.json()).toMatchObject({
      placed: false,
      message: MESSAGES.partialMatchingRecords,
      matched: [{}],
    });
    const placed = await w.run('bids', 'upload', filled, '--as', 'investor@t.test', '--yes');
    expect(placed.out.split('\n')[0]).toBe(`${MESSAGES.partialMatchingRecords}: 1 bids placed.`);

    expect((await w.run('bids', 'close', '--json')).json()).toMatchObject({ closed: 0 });
    const ahead = await w.run(
      'bids',
      'close',
      '--now',
      new Date(clock.now().getTime() + 2 * HOUR).toISOString(),
    );
    expect([ahead.code, ahead.err]).toEqual([EXIT.usage, expect.stringContaining('BID.CLOSE_IN_FUTURE')]);
    clock.advance(2 * HOUR);
    const closed = await w.run('bids', 'close');
    expect(closed.out).toBe('Closed 3 expired bids: 3 awarded, 0 unsold (1 batches).');
    expect((await w.run('bids', 'close')).out).toBe('No expired bids to close.');
    expect((await w.run('audit', 'verify')).code).toBe(EXIT.ok);
  });

  it('closes each bid exactly once when two closers run at the same time (cron overlap)', async () => {
    await w.run('bids', 'open', '--tape', 'Demo', '--valid-till', soon());
    await bidOnFirst(25);
    clock.advance(2 * HOUR);
    const args = ['bids', 'close', '--batch-size', '4', '--json'];
    // SQLite: two processes, as two cron jobs would be; PostgreSQL: two runs with pools of their own.
    const [a, b] =
      backend.name === 'sqlite'
        ? await Promise.all([spawnCli(args, w.env).finished, spawnCli(args, w.env).finished])
        : await Promise.all([w.run(...args), w.run(...args)]);
    expect([a.code, b.code], `${a.err}\n${b.err}`).toEqual([0, 0]);
    const runs = [JSON.parse(a.out) as Closed, JSON.parse(b.out) as Closed];
    expect(runs[0]!.closed + runs[1]!.closed).toBe(60);
    expect(runs[0]!.awarded + runs[1]!.awarded).toBe(25);
    const events = await w.database.db
      .selectFrom('audit_log')
      .select(['type', 'subject_id'])
      .where('type', 'in', ['bid.awarded', 'bid.closed_unsold'])
      .execute();
    expect(events).toHaveLength(60);
    expect(new Set(events.map((e) => e.subject_id)).size).toBe(60);
    expect((await w.run('audit', 'verify')).code).toBe(EXIT.ok);
  }, 60_000);
});
