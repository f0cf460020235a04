import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type KyselyPlugin, SqliteDialect } from 'kysely';
import type { DbConnection } from './db-connection';
import { optimizeSqlite } from './planner-statistics';
import type { Database } from './schema';
import { cachingStatements } from './sqlite-statement-cache';

/**
 * How long a statement waits for another process's lock before failing with SQLITE_BUSY. Short on
 * purpose: better-sqlite3 waits synchronously, blocking the event loop; the unit of work retries
 * SQLITE_BUSY asynchronously with backoff instead (`retry.ts`). The few milliseconds still cover
 * the brief locks of WAL checkpoints and recovery that readers can meet.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 10;

/**
 * Opens a SQLite file (created with its folder if missing) or `:memory:`. WAL lets readers run
 * beside the one writer; `synchronous=NORMAL` is durable across crashes of the process in WAL
 * mode; foreign keys are off by default in SQLite and must be switched on per connection.
 * Kysely prepares each statement once and reuses it (`sqlite-statement-cache.ts`).
 */
export function openSqlite(path: string, plugins: readonly KyselyPlugin[] = []): DbConnection {
  const inMemory = path === ':memory:' || path === '';
  const file = inMemory ? ':memory:' : resolve(path);
  if (!inMemory) mkdirSync(dirname(file), { recursive: true });
  const database = new SQLite(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  if (!inMemory) database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  // The planner's statistics (planner-statistics.ts): a file's connection refreshes what an
  // import elsewhere made stale when it opens, and what its own writes did before it closes.
  if (!inMemory) optimizeSqlite(database);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachingStatements(database) }),
    plugins: [...plugins],
  });
  const close = async () => {
    if (!inMemory && database.open) optimizeSqlite(database);
    await db.destroy();
  };
  return { db, dialect: 'sqlite', close };
}
