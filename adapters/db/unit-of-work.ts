import { type IsolationLevel, type Kysely, sql } from 'kysely';
import type { UnitOfWork } from '../../core/ports/unit-of-work';
import type { DialectName } from './dialect';
import { backoffMs, DEFAULT_MAX_ATTEMPTS, isRetryable } from './retry';
import type { Database } from './schema';

/** Builds the stores of one transaction from its handle; `dialect` is for `forUpdate`. */
export type MakeStores<S> = (tx: Kysely<Database>, dialect: DialectName) => S;

export interface UnitOfWorkOptions {
  /** PostgreSQL only. Default `read committed`: conditional updates and row locks carry the guarantees. */
  readonly isolation?: IsolationLevel;
  /** PostgreSQL only: attempts for serialization failures and deadlocks (default 5). */
  readonly maxAttempts?: number;
}

/**
 * The database `UnitOfWork` of core (`core/ports/unit-of-work.ts`). Stores are built on the
 * transaction's handle and must do every read and write through it (the plain `db` would, on
 * SQLite, wait for the connection this transaction holds).
 *
 * - SQLite: `BEGIN IMMEDIATE` on the single connection: the write lock is taken at the start,
 *   so a writer in another process waits (busy_timeout) instead of failing with SQLITE_BUSY when
 *   a read transaction tries to upgrade; transactions in this process queue on the connection.
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
    return {
      run: (work) =>
        db.connection().execute((conn) => immediateTransaction(conn, () => work(makeStores(conn, 'sqlite')))),
    };
  }
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const isolation = options.isolation ?? 'read committed';
  return {
    async run(work) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await db
            .transaction()
            .setIsolationLevel(isolation)
            .execute((tx) => work(makeStores(tx, 'postgres')));
        } catch (error) {
          if (attempt >= maxAttempts || !isRetryable(error)) throw error;
          await new Promise((wake) => setTimeout(wake, backoffMs(attempt)));
        }
      }
    },
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
