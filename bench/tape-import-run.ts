/**
 * The moving parts of bench/tape-import.ts: the generated tape files, a template database per
 * dialect (migrated, with the demo's people) copied afresh for every run, and the two children —
 * `ispz tape import` (the real CLI, its peak RSS from bench/child-rss.ts) and the raw limit
 * (bench/tape-import-raw.ts) — each timed from spawn to exit.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { createPlatform } from '../adapters/compose';
import { loadConfig } from '../adapters/config';
import { databaseUrl, waitForNoSessions } from '../adapters/db/testing/pg-admin';
import { seedSteps } from '../adapters/seed/seed-demo';
import { peopleStep } from '../adapters/seed/steps/people';
import { personasStep } from '../adapters/seed/steps/personas';
import { writeCsv, writeXlsx } from '../adapters/spreadsheet/write-sheet';
import { runCli } from '../cli/program';
import { planTape } from '../core/tapes/read-tape';
import type { TapeSheet } from '../core/tapes/tape-table';
import { generateTapeSheet } from '../fixtures/tape-generator';
import { rawImport } from './tape-import-raw';

const ROOT = resolve(import.meta.dirname, '..');
export type Format = 'xlsx' | 'csv';

/** N loans in `columns` columns: the generator's tape (ASF headers for .xlsx, the platform's for .csv) without its last extra columns. */
export function tapeFile(format: Format, loans: number, columns: number): Buffer {
  const sheet = generateTapeSheet(
    loans,
    format === 'xlsx' ? { seed: 7, style: 'asf' } : { seed: 8, style: 'platform' },
  );
  const plan = planTape(sheet.headers);
  const extra = plan.ok ? new Set(plan.value.unmapped) : new Set<string>();
  const drop = new Set<number>();
  for (let i = sheet.headers.length - 1; i >= 0 && sheet.headers.length - drop.size > columns; i--)
    if (extra.has(sheet.headers[i]!)) drop.add(i);
  const keep = (cells: readonly unknown[]) => cells.filter((_, i) => !drop.has(i));
  const trimmed = { headers: keep(sheet.headers), rows: sheet.rows.map(keep) } as TapeSheet;
  return format === 'xlsx' ? writeXlsx(trimmed) : writeCsv(trimmed);
}

/** A database with the schema and the demo's people, to be copied for each run. */
export async function prepareTemplate(url: string, dataDir: string): Promise<void> {
  const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url });
  const platform = await createPlatform(config, { log: () => {} });
  try {
    await seedSteps(platform, [peopleStep, personasStep]);
  } finally {
    await platform.close();
  }
}

/** A fresh copy of the template for one run: a file copy on SQLite, `create database … template` on PostgreSQL. */
export async function freshDatabase(template: string, name: string): Promise<string> {
  if (template.startsWith('sqlite:')) {
    const file = `${template.slice('sqlite:'.length).replace(/\.db$/, '')}-${name}.db`;
    copyFileSync(template.slice('sqlite:'.length), file);
    return `sqlite:${file}`;
  }
  const server = databaseUrl(template, 'postgres');
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const from = new URL(template).pathname.slice(1);
  await waitForNoSessions(admin, from);
  await admin.query(`create database "${name}" template "${from}"`);
  await admin.end();
  return databaseUrl(template, name);
}

/** How one child went: wall time, peak RSS and what it printed. */
export interface ChildRun {
  readonly ms: number;
  readonly maxRssMiB: number;
  readonly stdout: string;
}

function runChild(args: readonly string[], env: Record<string, string>, rssFile: string): Promise<ChildRun> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--import', join(ROOT, 'bench/child-rss.ts'), ...args],
      {
        cwd: ROOT,
        env: { ...process.env, ...env, BENCH_RSS_FILE: rssFile },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', fail);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      if (code !== 0) return fail(new Error(`${args.join(' ')} exited ${code}: ${stderr}${stdout}`));
      done({ ms, maxRssMiB: Number(readFileSync(rssFile, 'utf8')) / 1024, stdout });
    });
  });
}

/**
 * `ispz tape import <file>` into `url`, as the demo lender, with `--json`: spawned, or run in
 * this process through the same program (the smoke test's quick way; its RSS is this process's).
 */
export async function importWithCli(
  file: string,
  url: string,
  dataDir: string,
  inProcess = false,
): Promise<ChildRun> {
  const args = ['tape', 'import', file, '--tape', 'Bench tape', '--lender', 'lender@demo.test', '--json'];
  const env = { APP_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url };
  if (!inProcess) return runChild(['cli/main.ts', ...args], env, join(dataDir, 'rss-import'));
  const outs: string[] = [];
  const io = { out: (t: string) => outs.push(t), err: (t: string) => outs.push(t), interactive: false };
  const started = performance.now();
  const code = await runCli(args, { io, env, platformOptions: { log: () => {} } });
  if (code !== 0) throw new Error(`ispz tape import exited ${code}: ${outs.join('\n')}`);
  const ms = performance.now() - started;
  return { ms, maxRssMiB: process.resourceUsage().maxRSS / 1024, stdout: outs.join('\n') };
}

/** The raw limit on the same file into `url` (spawned, or in this process as `importWithCli`). */
export async function importRaw(
  file: string,
  url: string,
  dataDir: string,
  inProcess = false,
): Promise<ChildRun> {
  if (!inProcess) return runChild(['bench/tape-import-raw.ts', file, url], {}, join(dataDir, 'rss-raw'));
  const started = performance.now();
  const figures = await rawImport(file, url);
  return { ms: performance.now() - started, maxRssMiB: figures.maxRssMiB, stdout: JSON.stringify(figures) };
}

/** Writes `bytes` to `dir/name` and returns the path. */
export function writeTape(dir: string, name: string, bytes: Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}
