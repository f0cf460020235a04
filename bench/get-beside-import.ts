/**
 * A GET beside an import (issue 17), not a test: the real server — `ispz serve` with its outbox
 * and audit timers (get-beside-import-server.ts), in a process of its own — on a temp SQLite
 * file with the demo's people and personas and some open bids; two authenticated GETs of an
 * investor, the loans list and the bidding table (a page of 50 each), under autocannon in this
 * process: alone for a while (the baseline), then while another process runs `ispz tape import`
 * of a generated N-loan tape (default 100,000 × 30 columns, .xlsx) into the same file, from its
 * spawn to its exit (cut at its commit too), then alone again on the grown tables. Prints p50,
 * p99, max and req/s of each, the p99 ratio and the goal (p99 < 50 ms beside the import);
 * writes the JSON summary; never fails on a timing.
 *
 * npx tsx bench/get-beside-import.ts [loans] [--csv] [--seconds <alone>] [--json <file>]
 * (defaults 100,000, .xlsx, 10 s and data/bench/get-beside-import.json)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { figureOf, type LoadWindow, loadUntil } from './get-beside-import-load';
import { startServeServer } from './get-beside-import-server';
import {
  formatGetBesideImport,
  type GetBesideImportOptions,
  type GetBesideImportSummary,
  type GetPair,
  P99_GOAL_MS,
  writeGetBesideImportSummary,
} from './get-beside-import-summary';
import { watchImport } from './get-beside-import-watch';
import { benchMachine, loadNow } from './machine';
import type { LoadRequest } from './place-bid-http-load';
import type { BenchServer, ServerReady } from './place-bid-http-server';
import { spawnBenchServer } from './server-process';
import { importWithCli, tapeFile, writeTape } from './tape-import-run';

/** What `npm run bench` runs: 100,000 loans as .xlsx, 10 connections, 10 s alone before and after. */
export const GET_BESIDE_IMPORT_DEFAULTS: GetBesideImportOptions = {
  loans: 100_000,
  format: 'xlsx',
  connections: 10,
  aloneSeconds: 10,
  openBids: 1_000,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SERVER = fileURLToPath(new URL('./get-beside-import-server.ts', import.meta.url));

/** `ispz serve` on `url`: in a process of its own, or in this one (the smoke test). */
function serve(url: string, openBids: number, inProcess: boolean): Promise<BenchServer> {
  return inProcess ? startServeServer(url, openBids) : spawnBenchServer(SERVER, [url, String(openBids)]);
}

/** The two GETs, as the first demo investor sends them. */
function getsOf(ready: ServerReady): readonly { route: string; next: () => LoadRequest }[] {
  const investor = ready.investors[0];
  if (!investor) throw new Error('the bench server logged in no investor');
  const get = (path: string) => (): LoadRequest => ({ method: 'GET', path, headers: investor.headers });
  const bids = `/api/bidding_table?bidderId=${investor.userId}&page=1&limit=50`;
  return [
    { route: 'GET /api/get_loans_list?page=1&limit=50', next: get('/api/get_loans_list?page=1&limit=50') },
    { route: 'GET /api/bidding_table?page=1&limit=50', next: get(bids) },
  ];
}

/** One GET's windows as its figures; `commit` cuts the one beside the import. */
function pairOf(alone: LoadWindow, beside: LoadWindow, after: LoadWindow, commit: number | null): GetPair {
  const whole = figureOf(beside);
  return {
    route: alone.route,
    alone: figureOf(alone),
    beside: whole,
    toCommit: commit === null ? null : figureOf(beside, beside.started, commit),
    fromCommit: commit === null ? null : figureOf(beside, commit, beside.stopped),
    after: figureOf(after),
    p99Ratio: whole.p99Ms / figureOf(alone).p99Ms,
    goalMet: whole.p99Ms < P99_GOAL_MS,
  };
}

/** Runs the benchmark; see the module header. */
export async function runGetBesideImportBench(
  options: GetBesideImportOptions,
): Promise<GetBesideImportSummary> {
  const loadBefore = loadNow();
  const dir = mkdtempSync(join(tmpdir(), 'ispz-bench-beside-'));
  try {
    const bytes = tapeFile(options.format, options.loans, 30);
    const tape = writeTape(dir, `bench.${options.format}`, bytes);
    const file = join(dir, 'ispz.db');
    const server = await serve(`sqlite:${file}`, options.openBids, options.inProcess === true);
    try {
      const gets = getsOf(server.ready);
      const perGet = Math.max(1, Math.floor(options.connections / gets.length));
      /** Every GET at once over its share of the connections until `until` settles. */
      const window = (until: Promise<unknown>) =>
        Promise.all(gets.map((g) => loadUntil(server.ready.url, g.route, perGet, g.next, until)));
      const aloneMs = options.aloneSeconds * 1000;
      await window(sleep(Math.min(2_000, aloneMs / 2))); // warm-up: JIT, caches
      const alone = await window(sleep(aloneMs));
      const watch = watchImport(file);
      const spawnedAt = performance.now();
      const importing = importWithCli(tape, `sqlite:${file}`, mkdtempSync(join(dir, 'import-')));
      const beside = await window(importing).finally(() => watch.stop());
      const run = await importing;
      const after = await window(sleep(aloneMs));
      const commit = watch.committedAt;
      return {
        bench: 'get-beside-import',
        at: new Date().toISOString(),
        machine: benchMachine(loadBefore),
        options,
        import: {
          ms: run.ms,
          committedAtMs: commit === null ? null : commit - spawnedAt,
          accepted: (JSON.parse(run.stdout) as { accepted: number }).accepted,
          fileBytes: bytes.length,
          maxRssMiB: run.maxRssMiB,
        },
        gets: alone.map((a, i) => pairOf(a, beside[i]!, after[i]!, commit)),
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args.splice(i, 2)[1] : undefined;
  };
  const json = flag('--json') ?? 'data/bench/get-beside-import.json';
  const seconds = flag('--seconds');
  const loans = args.find((a) => /^\d+$/.test(a));
  const summary = await runGetBesideImportBench({
    ...GET_BESIDE_IMPORT_DEFAULTS,
    ...(loans === undefined ? {} : { loans: Number(loans) }),
    ...(args.includes('--csv') ? { format: 'csv' as const } : {}),
    ...(seconds === undefined ? {} : { aloneSeconds: Number(seconds) }),
  });
  for (const line of formatGetBesideImport(summary)) console.log(line);
  writeGetBesideImportSummary(summary, json);
  console.log(`\nSummary written to ${json}`);
}
