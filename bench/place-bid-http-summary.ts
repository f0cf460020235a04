/**
 * The whole of bench/place-bid-http.ts as a function (for the CLI, `npm run bench` and the smoke
 * test): each database's run (place-bid-http-run.ts) — SQLite in a temp folder, PostgreSQL on a
 * throwaway cluster started for the run unless a URL is given — the printed table, and the
 * JSON summary with the machine it ran on.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { startPostgresCluster } from '../adapters/db/testing/postgres-cluster';
import { type BenchMachine, benchMachine, loadNow } from './machine';
import { formatFigure } from './place-bid-http-load';
import { type DatabaseFigures, type Pair, type RunOptions, runOnDatabase } from './place-bid-http-run';

/** What `npm run bench` runs: 1, 10 and 50 connections, 6,000 placements at each. */
export const DEFAULT_HTTP_OPTIONS: RunOptions = {
  levels: [1, 10, 50],
  requests: 6_000,
  getRequests: 400,
  getConnections: 10,
  warmUp: 2_000,
};

export interface PlaceBidHttpSummary {
  readonly bench: 'place-bid-http';
  readonly at: string;
  readonly machine: BenchMachine;
  readonly options: RunOptions;
  readonly databases: readonly DatabaseFigures[];
  /** Databases not run, and why (PostgreSQL binaries missing). */
  readonly skipped: readonly { readonly database: string; readonly reason: string }[];
}

/**
 * Runs on SQLite and PostgreSQL, one after the other. `postgresUrl`: a database to run on (the
 * smoke test's; it also runs both at once to stay short, never comparing the figures); without
 * it a throwaway cluster is started and stopped.
 */
export async function runPlaceBidHttpBench(
  options: RunOptions = DEFAULT_HTTP_OPTIONS,
  postgresUrl?: string,
  { together = false }: { readonly together?: boolean } = {},
): Promise<PlaceBidHttpSummary> {
  const loadBefore = loadNow();
  const skipped: { database: string; reason: string }[] = [];
  const sqlite = () => runOnDatabase('sqlite', options);
  let databases: DatabaseFigures[];
  if (postgresUrl) {
    const postgres = () => runOnDatabase(postgresUrl, options);
    databases = together ? await Promise.all([sqlite(), postgres()]) : [await sqlite(), await postgres()];
  } else {
    databases = [await sqlite()];
    const cluster = await startPostgresCluster().catch((e: unknown) => {
      skipped.push({ database: 'postgres', reason: e instanceof Error ? e.message : String(e) });
      return null;
    });
    if (cluster) {
      try {
        databases.push(await runOnDatabase(cluster.url, options));
      } finally {
        cluster.stop();
      }
    }
  }
  return {
    bench: 'place-bid-http',
    at: new Date().toISOString(),
    machine: benchMachine(loadBefore),
    options,
    databases,
    skipped,
  };
}

const row = (label: string, pair: Pair) =>
  `  ${label.padEnd(24)} ${formatFigure(pair.baseline)}   ${formatFigure(pair.figure)}   ${times(pair.ratio)}  ${times(pair.cpuRatio)}`;
const times = (ratio: number) => `${ratio.toFixed(2).padStart(5)}×`;

/** The printed table: per database, each route beside its baseline and the throughput ratio. */
export function formatSummary(summary: PlaceBidHttpSummary): string[] {
  const { options } = summary;
  const lines: string[] = [];
  for (const db of summary.databases) {
    lines.push(
      `\nPOST /api/place_bid over HTTP (${db.database}), ${options.requests.toLocaleString('en-US')} requests per level`,
      `  ${'connections'.padEnd(24)} ${'bare route, one INSERT transaction (baseline)'.padEnd(56)}   ${'place_bid'.padEnd(56)}   req/s  cpu ratio`,
    );
    for (const pair of db.placeBid) {
      const keyed = pair.route.includes('Idempotency-Key') ? ', Idempotency-Key' : '';
      lines.push(row(`${pair.figure.connections}${keyed}`, pair));
    }
    lines.push(
      `  ${`GETs, ${options.getConnections} connections`.padEnd(24)} ${'bare GET, one-row SELECT (baseline)'.padEnd(56)}`,
    );
    for (const pair of db.reads) lines.push(row(pair.route.replace('GET /api/', ''), pair));
  }
  for (const s of summary.skipped) lines.push(`\n${s.database}: not run (${s.reason})`);
  return lines;
}

/** Writes the summary as JSON to `file` (its folder created). */
export function writeSummary(summary: PlaceBidHttpSummary, file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
}
