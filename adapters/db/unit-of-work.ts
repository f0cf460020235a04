import { CompiledQuery, type IsolationLevel, type Kysely } from 'kysely';
import type { UnitOfWork } from '../../core/ports/unit-of-work';
import type { DialectName } from './dialect';
import { isReadingOnly } from './read-intent';
import {
  DEFAULT_MAX_ATTEMPTS,
  isRetryable,
  isSqliteBusy,
  SQLITE_MAX_ATTEMPTS,
  SQLITE_MAX_WAIT_MS,
  withRetry,
} from './retry';
import type { Database } from './schema';
import { SQLITE_BUSY_TIMEOUT_MS } from './sqlite-connection';

/** Builds the stores of one transaction from its handle; `dialect` is for `forUpdate`. */
export type MakeStores<S> = (tx: Kysely<Database>, dialect: DialectName) => S;

export interface UnitOfWorkOptions {
  /** PostgreSQL only. Default `read committed`: conditional updates and row locks carry the guarantees. */
  readonly isolation?: IsolationLevel;
  /**
   * Attempts, the first included: on PostgreSQL for serialization failures and deadlocks
   * (default 5), on SQLite for SQLITE_BUSY/SQLITE_LOCKED (default 400, within `maxWaitMs`).
   */
  readonly maxAttempts?: number;
  /** SQLite only: no new attempt starts after this long waiting for the write lock (default 15 s). */
  readonly maxWaitMs?: number;
}

/**
 * The database `UnitOfWork` of core (`core/ports/unit-of-work.ts`). Stores are built on the
 * transaction's handle and must do every read and write through it (the plain `db` would, on
 * SQLite, wait for the connection this transaction holds).
 *
 * - SQLite: `BEGIN IMMEDIATE` on the single connection: the write lock is taken at the start,
 *   never by upgrading a read transaction half-way. When another process holds it, the attempt
 *   fails at once with SQLITE_BUSY (its BEGIN runs with no busy timeout, because better-sqlite3
 *   waits synchronously), the connection is released, and the attempt is made
 *   again after an asynchronous, jittered, growing wait — so the event loop keeps serving, and
 *   other work of this process can use the connection meanwhile. Transactions of this process
 *   queue on the connection. Like on PostgreSQL, `work` may run more than once.
 * - PostgreSQL: a transaction on a pooled connection; on a serialization failure or deadlock the
 *   whole `work` runs again (up to `maxAttempts`, with jittered backoff), so `work` must have no
 *   effects outside the stores.
 * - `read`: SQLite `BEGIN DEFERRED`, which takes no lock, so a read never waits for a writer in
 *   another process (it still queues behind this process's own transactions on the one
 *   connection); PostgreSQL a `read only` transaction, in which a write fails loudly. On
 *   SQLite, `run` inside `readingOnly` (./read-intent.ts: every HTTP GET) starts deferred too.
 *
 * @example
 * const uow = kyselyUnitOfWork(db, dialect, (tx, d) => ({ loans: kyselyLoanStore(tx), audit: kyselyAuditLog(tx, d) }));
 * await uow.run(async (s) => s.loans.setOwner(id, lender, investor, at));
 */
export function kyselyUnitOfWork<S>(
  db: Kysely<Database>,
  dialect: DialectName,
  makeStores: MakeStores<S>,
  options: UnitOfWorkOptions = {},
): UnitOfWork<S> {
  if (dialect === 'sqlite') {
    const policy = {
      retryable: isSqliteBusy,
      maxAttempts: options.maxAttempts ?? SQLITE_MAX_ATTEMPTS,
      maxWaitMs: options.maxWaitMs ?? SQLITE_MAX_WAIT_MS,
    };
    const on = <T>(begin: CompiledQuery, work: (stores: S) => Promise<T>) =>
      withRetry(
        () =>
          db
            .connection()
            .execute((conn) => sqliteTransaction(conn, begin, () => work(makeStores(conn, 'sqlite')))),
        policy,
      );
    return {
      run: (work) => on(isReadingOnly() ? BEGIN_DEFERRED : BEGIN_IMMEDIATE, work),
      read: (work) => on(BEGIN_DEFERRED, work),
    };
  }
  const policy = { retryable: isRetryable, maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS };
  const isolation = options.isolation ?? 'read committed';
  return {
    run: (work) =>
      withRetry(
        () =>
          db
            .transaction()
            .setIsolationLevel(isolation)
            .execute((tx) => work(makeStores(tx, 'postgres'))),
        policy,
      ),
    read: (work) =>
      withRetry(
        () =>
          db
            .transaction()
            .setIsolationLevel(isolation)
            .setAccessMode('read only')
            .execute((tx) => work(makeStores(tx, 'postgres'))),
        policy,
      ),
  };
}

// A writer takes the write lock at its start (never by upgrading half-way); a reader takes no
// lock at all: in WAL mode its first read pins a snapshot that another process's writer, even
// one holding the write lock for seconds, neither blocks nor changes. Compiled once: they run
// around every transaction.
const BEGIN_IMMEDIATE = CompiledQuery.raw('begin immediate');
const BEGIN_DEFERRED = CompiledQuery.raw('begin deferred');
const COMMIT = CompiledQuery.raw('commit');
const ROLLBACK = CompiledQuery.raw('rollback');
// A writer asks for the lock without SQLite's busy wait, which better-sqlite3 sleeps through
// with the event loop stopped: behind another process's import, every attempt of every waiting
// writer (a bid, the outbox dispatcher) stalled all of this process's requests for the whole
// timeout, several times a second. Refused, it waits in `withRetry`, asynchronously; the
// timeout is back for the statements inside and for readers, who may meet a checkpoint's lock.
const NO_BUSY_WAIT = CompiledQuery.raw('pragma busy_timeout = 0');
const BUSY_WAIT = CompiledQuery.raw(`pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);

async function sqliteTransaction<T>(
  conn: Kysely<Database>,
  begin: CompiledQuery,
  work: () => Promise<T>,
): Promise<T> {
  if (begin === BEGIN_IMMEDIATE) {
    await conn.executeQuery(NO_BUSY_WAIT);
    try {
      await conn.executeQuery(begin);
    } finally {
      await conn.executeQuery(BUSY_WAIT);
    }
  } else await conn.executeQuery(begin);
  try {
    const result = await work();
    await conn.executeQuery(COMMIT);
    return result;
  } catch (error) {
    // Some failures (e.g. SQLITE_FULL) end the transaction by themselves; keep the original error.
    await conn.executeQuery(ROLLBACK).catch(() => undefined);
    throw error;
  }
}
