/**
 * Tape import (issue 18), not a test: N generated loans × 30 columns (default 100,000), as .xlsx
 * and as .csv, imported through the real CLI — `ispz tape import`, spawned, timed from spawn to
 * exit, its peak RSS reported by the child itself — against the raw limit measured in the same
 * run on the same machine and file: a bare SheetJS parse and one prepared-insert transaction of
 * the same rows (bench/tape-import-raw.ts, also a child, also timed from spawn to exit). On
 * PostgreSQL (a throwaway cluster, or `--postgres <url>` of a server to use) the baseline inserts
 * with a bare `COPY … FROM STDIN`. Every run gets a fresh copy of a template database. Prints
 * each figure beside its baseline with the ratio (raw ÷ import: 1 is the limit) and writes the
 * JSON summary; never fails on a timing.
 *
 * npx tsx bench/tape-import.ts [loans] [--no-postgres] [--postgres <url>] [--json <file>]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { databaseUrl } from '../adapters/db/testing/pg-admin';
import { startPostgresCluster } from '../adapters/db/testing/postgres-cluster';
import { benchMachine, loadNow } from './machine';
import {
  freshDatabase,
  importRaw,
  importWithCli,
  prepareTemplate,
  tapeFile,
  writeTape,
} from './tape-import-run';
import {
  formatTapeImport,
  type TapeImportBenchOptions,
  type TapeImportRun,
  type TapeImportSummary,
  writeTapeImportSummary,
} from './tape-import-summary';

/** Runs the benchmark; see the module header. */
export async function runTapeImportBench(options: TapeImportBenchOptions): Promise<TapeImportSummary> {
  const dir = mkdtempSync(join(tmpdir(), 'ispz-bench-tapes-'));
  const loadBefore = loadNow();
  const runs: TapeImportRun[] = [];
  const skipped: { database: string; reason: string }[] = [];
  try {
    const files = options.formats.map((format) => {
      const bytes = tapeFile(format, options.loans, options.columns);
      return { format, bytes: bytes.length, path: writeTape(dir, `bench.${format}`, bytes) };
    });
    const onDatabase = async (database: TapeImportRun['database'], template: string) => {
      await prepareTemplate(template, join(dir, `template-${database}`));
      for (const file of files) {
        const run = `${database}-${file.format}`;
        const rawDir = mkdtempSync(join(dir, `${run}-raw-`));
        const raw = await importRaw(
          file.path,
          await freshDatabase(template, `${run}_raw`),
          rawDir,
          options.inProcess,
        );
        const cliDir = mkdtempSync(join(dir, `${run}-cli-`));
        const cli = await importWithCli(
          file.path,
          await freshDatabase(template, `${run}_cli`),
          cliDir,
          options.inProcess,
        );
        const rawFigures = JSON.parse(raw.stdout) as { parseMs: number; insertMs: number };
        const accepted = (JSON.parse(cli.stdout) as { accepted: number }).accepted;
        runs.push({
          database,
          format: file.format,
          fileBytes: file.bytes,
          raw: { ...raw, stdout: '', parseMs: rawFigures.parseMs, insertMs: rawFigures.insertMs },
          cli: { ...cli, stdout: '', accepted },
          ratio: raw.ms / cli.ms,
        });
      }
    };
    await onDatabase('sqlite', `sqlite:${join(dir, 'template.db')}`);
    const onServer = async (server: string) => {
      await createDatabase(server, 'bench_template');
      await onDatabase('postgres', databaseUrl(server, 'bench_template'));
    };
    if (typeof options.postgres === 'string') await onServer(options.postgres);
    else if (options.postgres) {
      const cluster = await startPostgresCluster().catch((e: unknown) => {
        skipped.push({ database: 'postgres', reason: e instanceof Error ? e.message : String(e) });
        return null;
      });
      if (cluster) {
        try {
          await onServer(cluster.url);
        } finally {
          cluster.stop();
        }
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    bench: 'tape-import',
    at: new Date().toISOString(),
    machine: benchMachine(loadBefore),
    options,
    runs,
    skipped,
  };
}

/** An empty database `name` on the server (the bench's own runs of it dropped first). */
async function createDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const old = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'bench%' or datname like 'postgres-%'",
  );
  for (const { datname } of old.rows) await admin.query(`drop database if exists "${datname}"`);
  await admin.query(`create database "${name}"`);
  await admin.end();
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args.splice(i, 2)[1] : undefined;
  };
  const json = flag('--json') ?? 'data/bench/tape-import.json';
  const postgresUrl = flag('--postgres');
  const noPostgres = args.includes('--no-postgres');
  const loans = Number(args.find((a) => /^\d+$/.test(a)) ?? 100_000);
  const summary = await runTapeImportBench({
    loans,
    columns: 30,
    formats: ['xlsx', 'csv'],
    postgres: noPostgres ? false : (postgresUrl ?? true),
  });
  for (const line of formatTapeImport(summary)) console.log(line);
  writeTapeImportSummary(summary, json);
  console.log(`\nSummary written to ${json}`);
}
