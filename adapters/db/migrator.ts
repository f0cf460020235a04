import { type Kysely, type MigrationResult, Migrator, SqliteAdapter, sql } from 'kysely';
import { migrations } from './migrations/index';

const provider = { getMigrations: async () => ({ ...migrations }) };

/**
 * Brings the database to the latest schema (what `ispz migrate` and start-up run). Safe to call
 * again, and from several processes at once: on PostgreSQL Kysely's migrator holds an advisory
 * lock while it runs; on SQLite the whole run is one `BEGIN IMMEDIATE` transaction, so a second
 * process waits for the first (busy_timeout) and then finds nothing left to do — Kysely's own
 * deferred transaction could fail there with SQLITE_BUSY when its read lock had to upgrade.
 * A run that fails leaves the database as it was before the run.
 *
 * @returns the names of the migrations applied by this call (empty when already up to date).
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return run(new Migrator({ db, provider }));
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const applied = await run(new Migrator({ db: conn, provider, disableTransactions: true }));
      await sql`commit`.execute(conn);
      return applied;
    } catch (error) {
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw error;
    }
  });
}

async function run(migrator: Migrator): Promise<string[]> {
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r: MigrationResult) => r.status === 'Error')?.migrationName;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`migration ${failed ?? '(before any ran)'} failed: ${message}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
