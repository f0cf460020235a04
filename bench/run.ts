/**
 * Benchmarks (not tests): each prints its figures and a ratio against a baseline measured in
 * the same run on the same machine, and never fails on a timing. `npm run bench [-- <loans>]`.
 *
 * 1. Tape import: the raw SheetJS parse of a generated tape is the floor of any import; the
 *    platform's guarded read (ZIP check, content sniffing, bounded parse), its mapping and edits,
 *    and the whole import (one transaction into SQLite) are reported as multiples of it. The
 *    guarded read is timed twice, parsed on the main thread and on the worker thread that files
 *    of 1 MB or more get (sheet-thread.ts), with the longest event-loop stall of each: the
 *    worker costs its start-up and the copy of the rows back, and buys a loop that keeps turning.
 * 2. Bids: placing bids through the use case (rules, compare-and-set, audit hash chain, outbox,
 *    one immediate transaction each) against bare one-row transactions on the same database file.
 * 3. Bids over HTTP (place-bid-http.ts): the real server under autocannon at 1, 10 and 50
 *    connections against a bare route on the same server, on SQLite and PostgreSQL, and the
 *    bidding table's and loans list's GETs; its JSON summary goes to data/bench/.
 * 4. Loan search (loan-search.ts): 200 filter combinations with count and a page of 10 over
 *    1,000,000 loans (its third argument) through the use case, against hand-written SQL on the
 *    same database; its JSON summary goes to data/bench/loan-search.json.
 * 5. Tape import through the CLI (tape-import.ts): `ispz tape import` of 100,000 loans (its fourth
 *    argument) × 30 columns, .xlsx and .csv, spawned, against SheetJS + one prepared-insert
 *    transaction on SQLite and SheetJS + COPY on PostgreSQL, with peak RSS; its JSON summary goes
 *    to data/bench/tape-import.json.
 * 6. Widgets (widgets-bench.ts): every bundle's raw, gzip-as-served and brotli size against its
 *    budget, then LOAN RECORDS on 100,000 loans in headless Chromium against a bare TanStack
 *    Table (first paint, sort, filter, page, scroll); its JSON summary goes to data/bench/widgets.json.
 * 7. A GET beside an import (get-beside-import.ts): an investor's loans list and bidding table
 *    from `ispz serve` under autocannon at 10 connections, alone and while another process runs
 *    `ispz tape import` of 100,000 loans into the same SQLite file; p50/p99/max, req/s and the
 *    p99 ratio; its JSON summary goes to data/bench/get-beside-import.json.
 * 8. Bid close (bids-close.ts): 100,000 expired bids closed by `closeExpiredBids` and by
 *    `ispz bids close`, against one set-based SQL statement a table doing the same award and the
 *    same writes hand-batched; its JSON summary goes to data/bench/bids-close.json.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import * as XLSX from 'xlsx';
import { createPlatform } from '../adapters/compose';
import { loadConfig } from '../adapters/config';
import { seedDemo } from '../adapters/seed/seed-demo';
import { DEFAULT_LIMITS } from '../adapters/spreadsheet/limits';
import { readSheet } from '../adapters/spreadsheet/read-sheet';
import { writeCsv, writeXlsx } from '../adapters/spreadsheet/write-sheet';
import { importTapeFile } from '../adapters/tapes/import-tape-file';
import { actorByEmail } from '../cli/actors';
import { openForBidding } from '../core/bidding/open-for-bidding';
import { placeBid } from '../core/bidding/place-bid';
import { unwrap } from '../core/errors/result';
import { searchLoans } from '../core/loans/search-loans';
import { readTape } from '../core/tapes/read-tape';
import { generateTapeSheet } from '../fixtures/tape-generator';
import { runBidsCloseBench } from './bids-close';
import { formatBidsClose, writeBidsCloseSummary } from './bids-close-summary';
import { GET_BESIDE_IMPORT_DEFAULTS, runGetBesideImportBench } from './get-beside-import';
import { formatGetBesideImport, writeGetBesideImportSummary } from './get-beside-import-summary';
import { runLoanSearchBench } from './loan-search';
import { formatLoanSearch, writeLoanSearchSummary } from './loan-search-report';
import { formatSummary, runPlaceBidHttpBench, writeSummary } from './place-bid-http-summary';
import { runTapeImportBench } from './tape-import';
import { formatTapeImport, writeTapeImportSummary } from './tape-import-summary';
import { formatWidgets, runWidgetsBench, writeWidgetsSummary } from './widgets-bench';

const loans = Number(process.argv[2] ?? 10_000);
const bids = Math.min(Number(process.argv[3] ?? 250), 500);

async function timed<T>(work: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}
/**
 * `timed`, also giving the longest gap between ticks of a 5 ms timer meanwhile: how long other
 * requests of a server would have waited. The last tick is let through before stopping, so a
 * stall at the very end is counted too.
 */
async function timedLoop<T>(work: () => Promise<T>): Promise<{ ms: number; stallMs: number; value: T }> {
  let last = performance.now();
  let stallMs = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  const run = await timed(work);
  await new Promise((resolve) => setTimeout(resolve, 20));
  clearInterval(tick);
  return { ...run, stallMs };
}
const fmt = (ms: number) => `${ms.toFixed(0).padStart(7)} ms`;
const ratio = (ms: number, base: number) => `${(ms / base).toFixed(2).padStart(6)}×`;

const dir = mkdtempSync(join(tmpdir(), 'ispz-bench-'));
const platform = await createPlatform(loadConfig({ APP_ENV: 'test', DATA_DIR: dir }), { log: () => {} });
try {
  await seedDemo(platform);
  const lender = unwrap(await actorByEmail(platform, 'lender@demo.test'));
  const tapeDeps = { trading: platform.trading, blobs: platform.blobs, ...platform.tapeFiles };

  console.log(`Tape import of ${loans.toLocaleString('en-US')} generated loans`);
  const imported: string[] = [];
  for (const [kind, bytes] of [
    ['xlsx', writeXlsx(generateTapeSheet(loans, { seed: 7, style: 'asf' }))],
    ['csv', writeCsv(generateTapeSheet(loans, { seed: 8, style: 'platform' }))],
  ] as const) {
    const fileName = `bench.${kind}`;
    XLSX.read(bytes, { dense: true, cellText: false, cellHTML: false }); // warm-up: JIT and lazy loading
    const raw = await timed(() => XLSX.read(bytes, { dense: true, cellText: false, cellHTML: false }));
    const guarded = await timed(async () => unwrap(await readSheet(bytes, fileName)));
    const onMain = { ...DEFAULT_LIMITS, workerFromBytes: Number.POSITIVE_INFINITY };
    const onWorker = { ...DEFAULT_LIMITS, workerFromBytes: 0 };
    unwrap(await readSheet(bytes, fileName, onWorker)); // warm-up: the worker's loader
    const main = await timedLoop(async () => unwrap(await readSheet(bytes, fileName, onMain)));
    const worker = await timedLoop(async () => unwrap(await readSheet(bytes, fileName, onWorker)));
    const edits = await timed(() => unwrap(readTape(guarded.value)));
    const tapeName = `Bench ${kind}`;
    imported.push(tapeName);
    const run = await timed(async () =>
      unwrap(await importTapeFile(tapeDeps, lender, { tapeName, fileName, bytes, update: false })),
    );
    const row = (label: string, ms: number, extra = '') =>
      console.log(`    ${label.padEnd(34)} ${fmt(ms)} ${ratio(ms, raw.ms)}${extra}`);
    const stall = (ms: number) => `   longest loop stall ${fmt(ms)}`;
    const path = bytes.length >= DEFAULT_LIMITS.workerFromBytes ? 'worker' : 'main thread';
    console.log(`  ${kind} (${(bytes.length / 1e6).toFixed(1)} MB)`);
    row('raw SheetJS parse (baseline)', raw.ms);
    row(`guarded read (as served: ${path})`, guarded.ms);
    row('  parsed on the main thread', main.ms, stall(main.stallMs));
    row('  parsed on a worker thread', worker.ms, stall(worker.stallMs));
    console.log(
      `    ${'  worker ÷ main thread'.padEnd(34)} time ${(worker.ms / main.ms).toFixed(2)}×, longest stall ${(worker.stallMs / main.stallMs).toFixed(2)}×`,
    );
    row('mapping and edits', edits.ms);
    row(
      'whole import',
      run.ms,
      `   ${Math.round((run.value.accepted / run.ms) * 1000).toLocaleString('en-US')} loans/s`,
    );
  }

  const tapeName = imported[0]!;
  const listed = unwrap(
    await searchLoans(platform.trading, lender, { tapeName, status: 'listed', limit: 500 }),
  );
  const loanIds = listed.items.slice(0, bids).map((v) => v.loan.id);
  const validTill = new Date(Date.now() + 3_600_000).toISOString();
  const opened = unwrap(await openForBidding(platform.trading, lender, { loanIds, validTill }));
  const investors = [
    unwrap(await actorByEmail(platform, 'investor@demo.test')),
    unwrap(await actorByEmail(platform, 'investor2@demo.test')),
  ];
  const entries = opened.bids.flatMap((bid) => investors.map((investor) => ({ bid, investor })));
  console.log(`\n${entries.length} bids placed one at a time (${opened.bids.length} loans, two investors)`);
  const placed = await timed(async () => {
    for (const { bid, investor } of entries) {
      unwrap(
        await placeBid(platform.trading, investor, {
          bidId: bid.id,
          bidderId: investor.userId,
          amount: 100_000,
        }),
      );
    }
  });
  const bare = new Database(join(dir, 'bare.db'));
  bare.pragma('journal_mode = WAL');
  bare.exec('create table t (id integer primary key, bid text, bidder text, amount integer, at text)');
  const insert = bare.prepare('insert into t (bid, bidder, amount, at) values (?, ?, ?, ?)');
  const baseline = await timed(() => {
    for (const { bid, investor } of entries) {
      bare.exec('begin immediate');
      insert.run(bid.id, investor.userId, 10_000_000, new Date().toISOString());
      bare.exec('commit');
    }
  });
  bare.close();
  console.log(`  bare one-row transactions (baseline) ${fmt(baseline.ms)}   1.00×`);
  console.log(
    `  placeBid use case                    ${fmt(placed.ms)} ${ratio(placed.ms, baseline.ms)}   ` +
      `${Math.round((entries.length / placed.ms) * 1000).toLocaleString('en-US')} bids/s`,
  );
} finally {
  await platform.close();
  rmSync(dir, { recursive: true, force: true });
}

const http = await runPlaceBidHttpBench();
for (const line of formatSummary(http)) console.log(line);
writeSummary(http, 'data/bench/place-bid-http.json');
console.log('\nSummary written to data/bench/place-bid-http.json');

const search = await runLoanSearchBench(Number(process.argv[4] ?? 1_000_000), 200);
console.log(`\n${formatLoanSearch(search)}`);
console.log(`\nSummary written to ${writeLoanSearchSummary(search)}`);

const close = await runBidsCloseBench({ bids: 100_000 });
for (const line of formatBidsClose(close)) console.log(line);
writeBidsCloseSummary(close, 'data/bench/bids-close.json');
console.log('\nSummary written to data/bench/bids-close.json');

const tapes = await runTapeImportBench({
  loans: Number(process.argv[5] ?? 100_000),
  columns: 30,
  formats: ['xlsx', 'csv'],
  postgres: true,
});
for (const line of formatTapeImport(tapes)) console.log(line);
writeTapeImportSummary(tapes, 'data/bench/tape-import.json');
console.log('\nSummary written to data/bench/tape-import.json');

const beside = await runGetBesideImportBench(GET_BESIDE_IMPORT_DEFAULTS);
console.log('');
for (const line of formatGetBesideImport(beside)) console.log(line);
writeGetBesideImportSummary(beside, 'data/bench/get-beside-import.json');
console.log('\nSummary written to data/bench/get-beside-import.json');

const widgets = await runWidgetsBench({ loans: 100_000, repeats: 5 });
console.log('');
for (const line of formatWidgets(widgets)) console.log(line);
writeWidgetsSummary(widgets, 'data/bench/widgets.json');
console.log('\nSummary written to data/bench/widgets.json');
