import { type IsolationLevel, type Kysely, sql } from 'kysely';
import type { UnitOfWork } from '../../core/ports/unit-of-work';
import type { DialectName } from './dialect';
import {
  DEFAULT_MAX_ATTEMPTS,
  isRetryable,
  isSqliteBusy,
  SQLITE_MAX_ATTEMPTS,
  SQLITE_MAX_WAIT_MS,
  withRetry,
} from './retry';
import type { Database } from './schema';

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
 *   fails fast with SQLITE_BUSY (the connection's busy_timeout is a few milliseconds, because
 *   better-sqlite3 waits synchronously), the connection is released, and the attempt is made
 *   again after an asynchronous, jittered, growing wait — so the event loop keeps serving, and
 *   other work of this process can use the connection meanwhile. Transactions of this process
 *   queue on the connection. Like on PostgreSQL, `work` may run more than once.
 * - PostgreSQL: a transaction on a pooled connection; on a serialization failure or deadlock the
 *   whole `work` runs again (up to `maxAttempts`, with jittered backoff), so `work` must have no
 *   effects outside the stores.
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
    return {
      run: (work) =>
        withRetry(
          () =>
            db
              .connection()
              .execute((conn) => immediateTransaction(conn, () => work(makeStores(conn, 'sqlite')))),
          policy,
        ),
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
  };
}

async function immediateTransaction<T>(conn: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  await sql`begin immediate`.execute(conn);
  try {
    const result = await work();
    await sql`commit`.execute(conn);
    return result;
  } catch (error) {
    // Some failures (e.g. SQLITE_FULL) end the transaction by themselves; keep the original error.
    await sql`rollback`.execute(conn).catch(() => undefined);
    throw error;
  }
}
