import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { makeLoan } from '../../core/loans/testing/loan-samples';
import { SQLITE_BUSY_TIMEOUT_MS } from './sqlite-connection';
import { testDatabases } from './testing/test-databases';
import { loansAndTx } from './testing/two-loans';
import { kyselyUnitOfWork } from './unit-of-work';

// SQLite with another process holding the write lock: the unit of work waits for it without
// blocking the event loop, and gets its turn.
const AT = '2026-02-01T00:00:00.000Z';
const [sqlite] = testDatabases();
const HOLDER = fileURLToPath(new URL('./testing/hold-write-lock.ts', import.meta.url));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fileWithLoans() {
  const database = await sqlite!.open({ file: true });
  const uow = kyselyUnitOfWork(database.db, 'sqlite', loansAndTx);
  await uow.run((s) => s.loans.insertMany([makeLoan({ id: 'a', loanNumber: '1' })]));
  return { database, uow, path: database.url.slice('sqlite:'.length) };
}

describe('the unit of work on SQLite while another connection holds the write lock', () => {
  it('waits asynchronously, keeps the event loop and reads going, then commits', async () => {
    const { uow, database, path } = await fileWithLoans();
    const other = new SQLite(path, { timeout: 0 });
    other.exec('begin immediate');
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    const writing = uow.run((s) => s.loans.setStatus('a', 'listed', 'bidding', AT));
    await pause(300);
    // The event loop was free: a 5 ms timer fired many times, and a read on the same connection ran.
    expect(ticks).toBeGreaterThan(20);
    const read = await sql<{ n: number }>`select count(*) as n from loans`.execute(database.db);
    expect(read.rows[0]!.n).toBe(1);
    other.exec('commit');
    await writing;
    clearInterval(ticker);
    expect((await uow.run((s) => s.loans.get('a')))?.status).toBe('bidding');
    other.close();
  });

  it('gives up after its bounded wait and passes SQLITE_BUSY on, having written nothing', async () => {
    const { database, path } = await fileWithLoans();
    const impatient = kyselyUnitOfWork(database.db, 'sqlite', loansAndTx, { maxAttempts: 4 });
    const other = new SQLite(path, { timeout: 0 });
    other.exec('begin immediate');
    let attempts = 0;
    const failing = impatient.run(async (s) => {
      attempts++;
      await s.loans.setStatus('a', 'listed', 'bidding', AT);
    });
    await expect(failing).rejects.toMatchObject({ code: expect.stringMatching(/^SQLITE_BUSY/) });
    // The lock was refused at BEGIN IMMEDIATE: the work itself never started.
    expect(attempts).toBe(0);
    other.exec('rollback');
    other.close();
  });

  it('asks for the lock without a synchronous wait, leaving the busy timeout to reads', async () => {
    const { database, path } = await fileWithLoans();
    const once = kyselyUnitOfWork(database.db, 'sqlite', loansAndTx, { maxAttempts: 1 });
    const other = new SQLite(path, { timeout: 0 });
    other.exec('begin immediate');
    const took: number[] = [];
    for (let i = 0; i < 15; i++) {
      const started = performance.now();
      await expect(once.run((s) => s.loans.get('a'))).rejects.toMatchObject({
        code: expect.stringMatching(/^SQLITE_BUSY/),
      });
      took.push(performance.now() - started);
    }
    // With the connection's busy timeout, SQLite sleeps all of it (the event loop with it) before
    // answering SQLITE_BUSY: every attempt would take at least SQLITE_BUSY_TIMEOUT_MS.
    took.sort((a, b) => a - b);
    expect(took[7]).toBeLessThan(SQLITE_BUSY_TIMEOUT_MS / 2);
    const timeout = await sql<{ timeout: number }>`pragma busy_timeout`.execute(database.db);
    expect(timeout.rows).toEqual([{ timeout: SQLITE_BUSY_TIMEOUT_MS }]);
    other.exec('rollback');
    other.close();
  });

  it('lets two processes write at once, both succeeding', async () => {
    const { uow, database, path } = await fileWithLoans();
    const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, path, '400'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('locked')) resolve();
      });
      void exited.then((code) => reject(new Error(`the lock holder exited early with ${code}`)));
    });
    const started = Date.now();
    await Promise.all(
      ['b', 'c', 'd'].map((id, i) =>
        uow.run((s) => s.loans.insertMany([makeLoan({ id, loanNumber: String(10 + i) })])),
      ),
    );
    // The child held the lock for 400 ms and then wrote its own loan.
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(await exited).toBe(0);
    const ids = await database.db.selectFrom('loans').select('id').orderBy('id').execute();
    expect(ids.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd', 'z']);
  });
});
