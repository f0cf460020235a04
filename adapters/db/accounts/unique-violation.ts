import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

/**
 * The column list of the unique key a failed write ran into, or null when `error` is not a
 * unique violation. PostgreSQL names the index (`users_email_key`), SQLite the columns
 * (`UNIQUE constraint failed: users.email`); both are reduced to the index name's words.
 */
export function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code === '23505' && typeof e.constraint === 'string') return e.constraint;
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof e.message === 'string') {
    const columns = e.message.replace(/^UNIQUE constraint failed: /, '');
    return columns.replaceAll('.', '_').replaceAll(', ', '_');
  }
  return null;
}

/**
 * Runs one write under a savepoint and answers the unique key it ran into instead of failing:
 * on PostgreSQL an error aborts the whole transaction unless rolled back to a savepoint. For
 * updates, where `ON CONFLICT DO NOTHING` does not exist, racing a concurrent writer that took
 * the same value first.
 */
export async function writeUnlessTaken(
  db: Kysely<Database>,
  write: () => Promise<unknown>,
): Promise<string | null> {
  await sql`savepoint unique_write`.execute(db);
  try {
    await write();
  } catch (error) {
    const key = uniqueViolation(error);
    if (key === null) throw error;
    await sql`rollback to savepoint unique_write`.execute(db);
    await sql`release savepoint unique_write`.execute(db);
    return key;
  }
  await sql`release savepoint unique_write`.execute(db);
  return null;
}
