/**
 * Reads do not queue behind writers: while another process holds SQLite's write lock (a tape
 * import, a bid close), an authenticated GET — its session check, the caller's actor and the
 * page itself — still answers at once, and only a write waits for the lock. On PostgreSQL the
 * same GETs answer while another transaction holds the row locks a writer takes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { makeLoan } from '../core/loans/testing/loan-samples';
import { createPlatform, type Platform } from './compose';
import { loadConfig } from './config';
import { type TestBackend, testDatabases } from './db/testing/test-databases';
import { testAuthCrypto } from './http/auth/testing/auth-world';
import { seedSteps } from './seed/seed-demo';
import { peopleStep } from './seed/steps/people';
import { personasStep } from './seed/steps/personas';
import { loginHeaders } from './seed/testing/seeded-platform';

const HOLDER = fileURLToPath(new URL('./db/testing/hold-write-lock.ts', import.meta.url));
const HOLD_MS = 4_000;

async function investorPlatform(backend: TestBackend) {
  const database = await backend.open({ file: true });
  const dataDir = await mkdtemp(join(tmpdir(), 'ispz-reads-'));
  const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: database.url });
  const platform = await createPlatform(config, { crypto: testAuthCrypto(), migrate: false, log: () => {} });
  await seedSteps(platform, [peopleStep, personasStep]);
  const investor = await loginHeaders(platform, 'investor@demo.test');
  const get = async (path: string) => platform.app.request(`/api${path}`, { headers: investor.headers });
  // The first two read through `uow.read`; the tiles' use case uses `run`, deferred inside a GET.
  const pages = [`/bidding_table?bidderId=${investor.userId}`, '/get_loans_list?page=1&limit=10', '/tapes'];
  return { database, dataDir, platform, get, pages };
}

/** Each page's status and how long it took to answer. */
async function timedGets(get: (path: string) => Promise<Response>, paths: readonly string[]) {
  const answers = [];
  for (const path of paths) {
    const started = performance.now();
    const res = await get(path);
    await res.arrayBuffer();
    answers.push({ path, status: res.status, ms: performance.now() - started });
  }
  return answers;
}

/** Starts the lock holder on the SQLite file and resolves once it holds the write lock. */
function holdWriteLock(file: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, file, String(HOLD_MS)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the lock holder exited early with ${code}`)));
  });
}

describe('GETs beside a writer', () => {
  let platform: Platform | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await platform?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const [sqlite, postgres] = testDatabases();

  it('on SQLite answer while another process holds the write lock; a write waits for it', async () => {
    const world = await investorPlatform(sqlite!);
    ({ platform, dataDir } = world);
    const child = await holdWriteLock(world.database.url.slice('sqlite:'.length));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const lockedAt = performance.now();
    let written = false;
    const writing = platform.trading.uow
      .run((s) => s.loans.insertMany([makeLoan({ id: 'w', loanNumber: 'W-1' })]))
      .then(() => {
        written = true;
      });

    const answers = await timedGets(world.get, world.pages);
    const readFor = performance.now() - lockedAt;
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    // Every GET answered long before the holder let go; the write is still waiting for the lock.
    expect(readFor).toBeLessThan(HOLD_MS / 2);
    expect(written).toBe(false);
    await writing;
    expect(performance.now() - lockedAt).toBeGreaterThanOrEqual(HOLD_MS - 500);
    await exited;
  }, 30_000);

  it.runIf(postgres)('on PostgreSQL answer while a transaction holds the rows a writer locks', async () => {
    const world = await investorPlatform(postgres!);
    ({ platform, dataDir } = world);
    const writer = new pg.Client({ connectionString: world.database.url });
    await writer.connect();
    try {
      await writer.query('begin');
      // What writers hold: the audit head, the caller's session and user rows.
      await writer.query('select 1 from audit_head for update');
      await writer.query('select 1 from sessions for update');
      await writer.query('select 1 from users for update');
      // A read that waited for these locks would wait until the rollback below: give up first.
      const answers = await Promise.race([
        timedGets(world.get, world.pages),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('the GETs waited for the writer')), 5_000).unref(),
        ),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    } finally {
      await writer.query('rollback');
      await writer.end();
    }
  });
});
