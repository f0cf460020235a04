/**
 * One SQLite transaction on the connection the unit of work holds (./unit-of-work.ts): how a
 * writer and a reader begin, and the commit or rollback around the work. Kept apart from the
 * unit of work, which decides which one to open and retries it.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema';
import { SQLITE_BUSY_TIMEOUT_MS } from './sqlite-connection';

/**
 * A writer takes the write lock at its start (never by upgrading half-way); a reader takes no
 * lock at all: in WAL mode its first read pins a snapshot that another process's writer, even
 * one holding the write lock for seconds, neither blocks nor changes. Compiled once: they run
 * around every transaction.
 */
export const BEGIN_IMMEDIATE = CompiledQuery.raw('begin immediate');
/** A reader's begin (see `BEGIN_IMMEDIATE`). */
export const BEGIN_DEFERRED = CompiledQuery.raw('begin deferred');
const COMMIT = CompiledQuery.raw('commit');
const ROLLBACK = CompiledQuery.raw('rollback');
// A writer asks for the lock without SQLite's busy wait, which better-sqlite3 sleeps through
// with the event loop stopped: behind another process's import, every attempt of every waiting
// writer (a bid, the outbox dispatcher) stalled all of this process's requests for the whole
// timeout, several times a second. Refused, it waits in `withRetry`, asynchronously; the
// timeout is back for the statements inside and for readers, who may meet a checkpoint's lock.
const NO_BUSY_WAIT = CompiledQuery.raw('pragma busy_timeout = 0');
const BUSY_WAIT = CompiledQuery.raw(`pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);

/** Runs `work` between `begin` and a commit, rolling back when it throws. */
export async function sqliteTransaction<T>(
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
