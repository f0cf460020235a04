import type { CompiledQuery, IsolationLevel, Kysely } from 'kysely';
import type { UnitOfWork } from '../../core/ports/unit-of-work';
import type { DialectName } from './dialect';
import { type OpenWrite, requestKeyOn } from './idempotency/request-key';
import { readOnlyHandleOf } from './postgres-connection';
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
import { BEGIN_DEFERRED, BEGIN_IMMEDIATE, sqliteTransaction } from './sqlite-transaction';

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
 *   connection); PostgreSQL read-only statements on a connection of the read-only handle (a
 *   `read only` transaction under stricter isolation), in which a write fails loudly. On
 *   SQLite, `run` inside `readingOnly` (./read-intent.ts: every HTTP GET) starts deferred too.
 * - A request holding an Idempotency-Key: its first `run` also claims the key and commits with
 *   the request's answer (./idempotency/request-key.ts).
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
    const on = <T>(begin: CompiledQuery, body: Body<T>, mayRetry: () => boolean = always) =>
      withRetry(
        () => db.connection().execute((conn) => sqliteTransaction(conn, begin, () => body(conn))),
        mayRetry === always
          ? policy
          : { ...policy, retryable: (e: unknown) => mayRetry() && isSqliteBusy(e) },
      );
    const write: OpenWrite = (body, mayRetry) =>
      on(isReadingOnly() ? BEGIN_DEFERRED : BEGIN_IMMEDIATE, body, mayRetry);
    return keyed(db, write, isSqliteBusy, (body) => on(BEGIN_DEFERRED, body), makeStores, dialect);
  }
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const isolation = options.isolation ?? 'read committed';
  const policy = { retryable: isRetryable, maxAttempts };
  const write: OpenWrite = (body, mayRetry) =>
    withRetry(
      () => db.transaction().setIsolationLevel(isolation).execute(body),
      mayRetry === always ? policy : { maxAttempts, retryable: (e: unknown) => mayRetry() && isRetryable(e) },
    );
  // Under read committed a read needs no transaction: its statements go one by one to the
  // read-only handle (postgres-connection.ts), two round trips fewer. Stricter isolation keeps one.
  const reader = isolation === 'read committed' ? readOnlyHandleOf(db) : undefined;
  const read = <T>(body: Body<T>) =>
    withRetry(
      () =>
        reader
          ? reader.connection().execute(body)
          : db.transaction().setIsolationLevel(isolation).setAccessMode('read only').execute(body),
      policy,
    );
  return keyed(db, write, isRetryable, read, makeStores, dialect);
}

type Body<T> = (tx: Kysely<Database>) => Promise<T>;
const always = () => true;

/**
 * The unit of work over a dialect's transactions. Inside a request holding an Idempotency-Key on
 * this database (./idempotency/request-key.ts) the first write carries the key, and anything
 * else waits until that transaction has committed.
 */
function keyed<S>(
  db: Kysely<Database>,
  write: OpenWrite,
  retryable: (error: unknown) => boolean,
  read: <T>(body: Body<T>) => Promise<T>,
  makeStores: MakeStores<S>,
  dialect: DialectName,
): UnitOfWork<S> {
  return {
    run: (work) => {
      const body = (tx: Kysely<Database>) => work(makeStores(tx, dialect));
      const key = requestKeyOn(db);
      return key ? key.carry(write, retryable, body) : write(body, always);
    },
    read: (work) => {
      const body = (tx: Kysely<Database>) => work(makeStores(tx, dialect));
      const key = requestKeyOn(db);
      return key ? key.flush().then(() => read(body)) : read(body);
    },
  };
}
