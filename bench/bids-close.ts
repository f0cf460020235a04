/**
 * Benchmark (not a test; never fails on a timing): the close of many expired bids on SQLite,
 * each a fresh copy of one seeded database (bids-close-data.ts: two entries a bid, so every close
 * awards the bid, its winning entry, the loan, an award, a purchase approval, an audit entry and
 * three notices), in one run:
 * - the floor: hand-written set-based SQL, one statement per table over every bid at once
 *   (bids-close-set-based.ts);
 * - the same writes as plain prepared statements, 100 bids a transaction (bids-close-baseline.ts);
 * - `closeExpiredBids` on an open platform, the close alone;
 * - `ispz bids close --now … --json` in this process, from the command's start to its end.
 * Each run's writes are counted afterwards and must agree. `npx tsx bench/bids-close.ts [bids]
 * [batch size] [--json <file>]` (defaults 100,000, the close's default batch and
 * data/bench/bids-close.json); the table and summary: bids-close-summary.ts.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPlatform } from '../adapters/compose';
import { loadConfig } from '../adapters/config';
import { runCli } from '../cli/program';
import { closeExpiredBids, DEFAULT_CLOSE_BATCH_SIZE } from '../core/bidding/close-expired-bids';
import { unwrap } from '../core/errors/result';
import { SYSTEM_ACTOR } from '../core/permissions/actor';
import { handBatched } from './bids-close-baseline';
import { copyDatabase, NOW, seedExpiredBids, type Writes, writesOf } from './bids-close-data';
import { setBased } from './bids-close-set-based';
import {
  type BidsCloseOptions,
  type BidsCloseSummary,
  type CloseRun,
  formatBidsClose,
  machine,
  writeBidsCloseSummary,
} from './bids-close-summary';
import { loadNow } from './machine';

/** `work`'s own figure of wall-clock milliseconds (or the whole call's), with the CPU time of the call. */
async function timed(
  work: () => Promise<number | undefined> | number,
): Promise<{ ms: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const own = await work();
  const ms = own ?? performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000 };
}

/** Seeds, then runs both baselines, the use case and the command, each on its own copy. */
export async function runBidsCloseBench(options: Partial<BidsCloseOptions> = {}): Promise<BidsCloseSummary> {
  const o: BidsCloseOptions = {
    bids: options.bids ?? 100_000,
    batchSize: options.batchSize ?? DEFAULT_CLOSE_BATCH_SIZE,
  };
  const load = loadNow();
  const dir = mkdtempSync(join(tmpdir(), 'ispz-bench-close-'));
  try {
    const seedStart = performance.now();
    const template = await seedExpiredBids(join(dir, 'template'), o.bids);
    const seedMs = performance.now() - seedStart;
    const copy = (name: string) => {
      mkdirSync(join(dir, name));
      return copyDatabase(template, join(dir, name, 'ispz.db'));
    };
    const run = async (
      file: string,
      work: () => Promise<number | undefined> | number,
    ): Promise<CloseRun> => ({
      ...(await timed(work)),
      writes: writesOf(file),
    });

    const setFile = copy('set-based');
    const set = await run(setFile, () => setBased(setFile, NOW));
    const handFile = copy('hand');
    const hand = await run(handFile, () => handBatched(handFile, NOW));

    const useFile = copy('use-case');
    const platform = await createPlatform(loadConfig({ APP_ENV: 'test', DATA_DIR: join(dir, 'use-case') }), {
      log: () => {},
    });
    const useCase = await run(useFile, async () => {
      unwrap(await closeExpiredBids(platform.trading, SYSTEM_ACTOR, { now: NOW, batchSize: o.batchSize }));
      return undefined;
    }).finally(() => platform.close());

    const cliFile = copy('cli');
    const cli = await run(cliFile, async () => {
      const args = ['bids', 'close', '--now', NOW, '--batch-size', String(o.batchSize), '--json'];
      const out: string[] = [];
      const io = { out: (t: string) => out.push(t), err: (t: string) => out.push(t), interactive: false };
      const env = { APP_ENV: 'test', DATA_DIR: join(dir, 'cli') };
      const code = await runCli(args, { io, env, platformOptions: { log: () => {} } });
      if (code !== 0) throw new Error(`ispz bids close exited ${code}: ${out.join('\n')}`);
      return undefined;
    });

    const counts = [set, hand, useCase, cli].map((r) => JSON.stringify(r.writes satisfies Writes));
    return {
      bench: 'bids-close',
      at: new Date().toISOString(),
      machine: machine(load),
      options: o,
      seedMs,
      setBased: set,
      handBatched: hand,
      useCase,
      cli,
      writesAgree: counts.every((c) => c === counts[0]),
      goalMs: 5_000,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--json');
  const file = at >= 0 ? args.splice(at, 2)[1]! : 'data/bench/bids-close.json';
  const [bids, batchSize] = args.map(Number);
  const summary = await runBidsCloseBench({ bids, batchSize });
  for (const line of formatBidsClose(summary)) console.log(line);
  writeBidsCloseSummary(summary, file);
  console.log(`\nSummary written to ${file}`);
}
