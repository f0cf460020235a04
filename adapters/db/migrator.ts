import { type Kysely, type MigrationResult, Migrator, SqliteAdapter, sql } from 'kysely';
import { auditKeyOf, headCheck, keyStartCheck } from './audit/audit-key';
import { migrations } from './migrations/index';
import { isSqliteBusy, SQLITE_MAX_ATTEMPTS, SQLITE_MAX_WAIT_MS, withRetry } from './retry';

const provider = { getMigrations: async () => ({ ...migrations }) };

/**
 * The migrations not applied yet, found with reads only (no lock, nothing created): what
 * `migrateToLatest` checks before it takes any lock.
 */
export async function pendingMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/**
 * Brings the database to the latest schema (what `ispz migrate` and every start-up run). It first
 * looks, with reads only, whether anything is pending: an up-to-date database is left alone, so a
 * start-up or a read-only command never waits for — or blocks — a writer in another process.
 * When something is pending it is safe to call from several processes at once: on PostgreSQL
 * Kysely's migrator holds an advisory lock while it runs; on SQLite the whole run is one
 * `BEGIN IMMEDIATE` transaction (taken with the unit of work's asynchronous SQLITE_BUSY retry),
 * so a second process waits for the first and then finds nothing left to do — Kysely's own
 * deferred transaction could fail there with SQLITE_BUSY when its read lock had to upgrade.
 * A run that fails leaves the database as it was before the run.
 *
 * @returns the names of the migrations applied by this call (empty when already up to date).
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  if ((await pendingMigrations(db)).length === 0) return [];
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    const applied = await run(new Migrator({ db, provider }));
    await writeAuditSeals(db, applied);
    return applied;
  }
  return withRetry(
    () =>
      db.connection().execute(async (conn) => {
        await sql`begin immediate`.execute(conn);
        try {
          const applied = await run(new Migrator({ db: conn, provider, disableTransactions: true }));
          await writeAuditSeals(conn, applied);
          await sql`commit`.execute(conn);
          return applied;
        } catch (error) {
          await sql`rollback`.execute(conn).catch(() => undefined);
          throw error;
        }
      }),
    // Only a busy `begin immediate` is retried: `run` wraps a failed migration in its own error.
    { retryable: isSqliteBusy, maxAttempts: SQLITE_MAX_ATTEMPTS, maxWaitMs: SQLITE_MAX_WAIT_MS },
  );
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

/** The migration that makes the audit chain keyed. */
const AUDIT_KEY_MIGRATION = '0013_audit_key';
/** The migration that gives the sealed head its keyed seal. */
const AUDIT_HEAD_MIGRATION = '0020_audit_sequence';

/**
 * Writes, with the connection's audit key, the seals the audit migrations leave to be written at
 * once: where keyed entries start when this run made the chain keyed (0013), and the sealed head
 * when this run gave it its seal (0020) — so a seal that is missing is always tampering (verify
 * refuses it, the sealer will not link anything after it), never a database waiting for its
 * first keyed entry.
 */
async function writeAuditSeals<DB>(db: Kysely<DB>, applied: readonly string[]): Promise<void> {
  const key = auditKeyOf(db as unknown as Kysely<never>);
  if (applied.includes(AUDIT_KEY_MIGRATION)) {
    const head = await sql<{
      keyed_from_seq: number | string;
    }>`select keyed_from_seq from audit_head where id = 1`.execute(db);
    const from = Number(head.rows[0]?.keyed_from_seq ?? 1);
    await sql`update audit_head set key_check = ${keyStartCheck(key, from)} where id = 1 and key_check is null`.execute(
      db,
    );
  }
  if (applied.includes(AUDIT_HEAD_MIGRATION)) {
    const head = await sql<{
      seq: number | string;
      hash: string;
    }>`select seq, hash from audit_head where id = 1`.execute(db);
    const row = head.rows[0];
    if (row === undefined) return;
    await sql`update audit_head set head_check = ${headCheck(key, Number(row.seq), row.hash)} where id = 1 and head_check is null`.execute(
      db,
    );
  }
}
