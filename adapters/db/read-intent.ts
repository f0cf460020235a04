import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Work known to only read — an HTTP GET, whatever use case it calls — marked for the units of
 * work it reaches: inside `readingOnly(work)`, `kyselyUnitOfWork`'s `run` on SQLite starts
 * `BEGIN DEFERRED` instead of `BEGIN IMMEDIATE` (as `read` always does), so such work never
 * waits for a writer of another process. Should it write after all, the deferred transaction
 * takes the write lock at its first write; when another process holds the lock or has written
 * since the snapshot, SQLite answers SQLITE_BUSY and the whole work runs again, as any busy
 * transaction does — slower, never wrong. PostgreSQL is unaffected (its reads take no locks).
 */
const intent = new AsyncLocalStorage<'read'>();

/** Runs `work` (and everything it awaits) as reading only. */
export function readingOnly<T>(work: () => T): T {
  return intent.run('read', work);
}

/** True inside `readingOnly`. */
export function isReadingOnly(): boolean {
  return intent.getStore() === 'read';
}
