import type SQLite from 'better-sqlite3';

/**
 * The query planner's statistics on SQLite. PostgreSQL keeps its own (autovacuum analyses a
 * table once a tenth of it has changed); SQLite keeps none until `ANALYZE` runs, and without
 * them it misjudges which index narrows a search. Measured at a million loans: without the
 * sampled statistics (sqlite_stat4) a status filter fetched 780,000 rows one by one (0.24 s)
 * and the median search took twice the CPU (77 against 34 ms).
 *
 * The event that makes statistics stale is a bulk import, which may run in another process (the
 * CLI's `tape import`) or in the server. So they are refreshed where connections begin and end
 * (`sqlite-connection.ts`), with SQLite's `PRAGMA optimize=0x10002`: it analyses only tables
 * whose statistics are missing or whose size changed 25-fold since, with a row limit, so an
 * up-to-date database costs a look at the catalogue and a stale one about 0.2 s at 100,000
 * loans.
 * - at open: what an import by another process left stale;
 * - before close: what this connection's own writes did (the CLI's import is a process of its own);
 * - after a bulk load searched on the same connection (the search benchmark), by calling it;
 * - a migration that adds an index to a table that may hold rows analyses it (0021).
 *
 * Best effort: analysing needs the write lock, and a busy database (an import running in
 * another process) must not fail a start-up or a close for it — the next connection tries again.
 */
export function optimizeSqlite(database: SQLite.Database): void {
  try {
    database.pragma('optimize = 0x10002');
  } catch {
    // SQLITE_BUSY or a read-only file: the statistics wait for the next connection.
  }
}
