import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Prepared statements kept for reuse. Kysely's SQLite driver prepares every query it runs —
 * parsing and planning the SQL again each time, about a tenth of a bid placement — although the
 * platform runs the same few hundred texts over and over (values travel as parameters). This
 * wraps the better-sqlite3 handle the driver is given so that `prepare` answers from a bounded
 * map, SQL text → `Statement`, least recently used first out.
 *
 * What stays as it was: the driver still asks each statement whether it returns rows
 * (`reader`, fixed when the text was prepared) and calls `all` or `run` itself; SQLite itself
 * prepares a statement again when the schema changed under it (a migration). A statement is
 * handed out only while no iteration holds it: a query streamed with `iterate` keeps its
 * statement busy, and the same text asked for meanwhile gets a fresh, uncached one.
 */
export const STATEMENT_CACHE_SIZE = 500;

/** The better-sqlite3 `database` with `prepare` cached; everything else goes to `database`. */
export function cachingStatements(
  database: SQLite.Database,
  size: number = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      cache.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Refresh its place: a Map iterates in insertion order, so the first key is the least recent.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (cached) return statement;
      cache.set(sql, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value as string);
      return statement;
    },
  };
}
