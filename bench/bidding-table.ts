/**
 * Benchmark (not a test): the bidding table behind `GET /api/bidding_table` for an investor
 * facing many open bids (open-bids.ts), on SQLite through the composition root's stores — time of
 * the use case and size of its rows as JSON, for the default answer, one small page and a filtered
 * page. `tsx bench/bidding-table.ts [open bids]` (default 20,000).
 * There is no bare baseline: the figure that matters is the answer no longer growing with the
 * table (the unpaged answer of every row is the spreadsheet export's job).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPlatform } from '../adapters/compose';
import { loadConfig } from '../adapters/config';
import { seedDemo } from '../adapters/seed/seed-demo';
import { actorByEmail } from '../cli/actors';
import { biddingTable } from '../core/bidding/bidding-table';
import { unwrap } from '../core/errors/result';
import { seedOpenBids } from './open-bids';

const count = Number(process.argv[2] ?? 20_000);
const dir = mkdtempSync(join(tmpdir(), 'ispz-bench-table-'));
const platform = await createPlatform(loadConfig({ APP_ENV: 'test', DATA_DIR: dir }), { log: () => {} });
try {
  await seedDemo(platform);
  const investor = unwrap(await actorByEmail(platform, 'investor@demo.test'));
  await seedOpenBids(platform.trading.uow, count, {
    loanPrefix: 'tl',
    bidPrefix: 'tb',
    tapeName: 'Table Tape',
    lenderId: 'bench-lender',
    openedAt: new Date().toISOString(),
    validTill: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  });
  console.log(`bidding_table for an investor facing ${count.toLocaleString('en-US')} open bids (SQLite)`);
  const cases: [string, Parameters<typeof biddingTable>[2]][] = [
    ['default answer', { bidderId: investor.userId }],
    ['page 3 of 50 rows', { bidderId: investor.userId, page: 3, limit: 50 }],
    ['fico 700–720, first page', { bidderId: investor.userId, filters: { ficoRange: [700, 720] } }],
  ];
  for (const [label, input] of cases) {
    await biddingTable(platform.trading, investor, input); // warm-up
    const start = performance.now();
    const answer = unwrap(await biddingTable(platform.trading, investor, input));
    const ms = performance.now() - start;
    const bytes = Buffer.byteLength(JSON.stringify(answer.rows));
    console.log(
      `  ${label.padEnd(26)} ${ms.toFixed(0).padStart(6)} ms  ${(bytes / 1e6).toFixed(2).padStart(6)} MB  ${answer.rows.length} rows`,
    );
  }
} finally {
  await platform.close();
  rmSync(dir, { recursive: true, force: true });
}
