/**
 * Benchmark (not a test): `ispz bids close` of many expired bids on SQLite, against a baseline
 * of the same row writes hand-batched — prepared once, 100 bids per transaction, no framework —
 * on a copy of the same database in the same run. `tsx bench/bids-close.ts [bids] [batch size]`
 * (defaults 100,000 and the close's default batch). Every bid has two entries, so each close
 * awards it: the bid, the winning entry, the loan, an award, a purchase approval, an audit entry
 * and three notifications.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createPlatform } from '../adapters/compose';
import { loadConfig } from '../adapters/config';
import { closeExpiredBids, DEFAULT_CLOSE_BATCH_SIZE } from '../core/bidding/close-expired-bids';
import { unwrap } from '../core/errors/result';
import { makeLoan } from '../core/loans/testing/loan-samples';
import { cents } from '../core/money/cents';
import { SYSTEM_ACTOR } from '../core/permissions/actor';
import { handBatched } from './bids-close-baseline';

const count = Number(process.argv[2] ?? 100_000);
const batchSize = Number(process.argv[3] ?? DEFAULT_CLOSE_BATCH_SIZE);
const OPENED = '2026-03-02T09:00:00.000Z';
const VALID_TILL = '2026-03-03T09:00:00.000Z';
const NOW = '2026-03-04T09:00:00.000Z';

const dir = mkdtempSync(join(tmpdir(), 'ispz-bench-close-'));
const file = join(dir, 'ispz.db');
const platform = await createPlatform(loadConfig({ APP_ENV: 'test', DATA_DIR: dir }), { log: () => {} });
try {
  const raw = new Database(file);
  raw.pragma('busy_timeout = 5000');
  const seedStart = performance.now();
  await seed(raw);
  console.log(
    `Seeded ${count.toLocaleString('en-US')} expired bids in ${fmt(performance.now() - seedStart)}`,
  );
  raw.exec(`vacuum into '${join(dir, 'baseline.db')}'`);
  raw.close();

  const baseline = handBatched(join(dir, 'baseline.db'), NOW);
  const run = await timed(async () =>
    unwrap(await closeExpiredBids(platform.trading, SYSTEM_ACTOR, { now: NOW, batchSize })),
  );
  console.log(`\nbids close of ${count.toLocaleString('en-US')} expired bids (SQLite)`);
  console.log(`  same writes hand-batched by 100 (baseline) ${fmt(baseline)}   1.00×`);
  console.log(
    `  closeExpiredBids, batches of ${String(batchSize).padEnd(5)}        ${fmt(run.ms)} ${(run.ms / baseline).toFixed(2).padStart(6)}×` +
      `   ${((run.ms * 1000) / count).toFixed(0)} µs/bid, ${run.value.awarded.toLocaleString('en-US')} awarded`,
  );
} finally {
  await platform.close();
  rmSync(dir, { recursive: true, force: true });
}

function fmt(ms: number): string {
  return `${ms.toFixed(0).padStart(7)} ms`;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

/** Loans in bidding (through the store), their open bids and two entries each (bare SQL). */
async function seed(db: Database.Database): Promise<void> {
  for (let from = 0; from < count; from += 10_000) {
    const ids = Array.from({ length: Math.min(10_000, count - from) }, (_, i) => from + i);
    await platform.trading.uow.run(async (s) => {
      await s.loans.insertMany(
        ids.map((i) =>
          makeLoan({
            id: `loan-${i}`,
            loanNumber: `LN-${i}`,
            tapeName: 'Bench Tape',
            lenderId: 'lender-1',
            ownerId: 'lender-1',
            status: 'bidding',
            attributes: {},
          }),
        ),
      );
      await s.bids.insertMany(
        ids.map((i) => ({
          id: `bid-${i}`,
          loanId: `loan-${i}`,
          tapeName: 'Bench Tape',
          lenderId: 'lender-1',
          status: 'open' as const,
          validTill: VALID_TILL,
          loanAmountCents: cents(25_000_000),
          openedBy: 'lender-1',
          openedAt: OPENED,
          closedAt: null,
          winnerId: null,
          winningAmountCents: null,
        })),
      );
    });
  }
  const entry = db.prepare(
    'insert into bid_entries (bid_id, bidder_id, amount_cents, placed_at) values (?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      entry.run(`bid-${i}`, 'investor-1', 10_000_000 + i, OPENED);
      entry.run(`bid-${i}`, 'investor-2', 10_000_500 + i, OPENED);
    }
  })();
}
