/**
 * One database transaction for a whole seed step, with the use cases running inside it.
 * A step calls many use cases, each of which opens its own unit of work; here every such unit
 * of work is a savepoint of the step's transaction, so a use case that refuses still rolls back
 * exactly its own writes (`transact` keeps its meaning) while the step as a whole commits or
 * rolls back at once — a step is never left half done.
 */
import { type Kysely, sql } from 'kysely';
import type { UnitOfWork } from '../../core/ports/unit-of-work';
import type { DbConnection } from '../db/connection';
import type { Database } from '../db/schema';
import type { MakeStores } from '../db/unit-of-work';

/**
 * Runs `work` in one transaction on its own handle: SQLite `BEGIN IMMEDIATE` on the single
 * connection (as the platform's unit of work does), PostgreSQL a transaction on one pooled
 * connection. Commits when `work` resolves, rolls back when it throws.
 */
export async function inTransaction<T>(
  connection: Pick<DbConnection, 'db' | 'dialect'>,
  work: (handle: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (connection.dialect === 'postgres') return connection.db.transaction().execute(work);
  return connection.db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw error;
    }
  });
}

/** An arbitrary constant naming the seed's advisory lock (the bytes of "ISPZSEED"). */
const SEED_LOCK_KEY = sql.raw('5283655136710051140');

/**
 * Makes seeders in other processes wait for this transaction: on PostgreSQL a transaction-scoped
 * advisory lock (two `ispz seed --demo` at once would otherwise both find a step undone and
 * both write it); SQLite's `BEGIN IMMEDIATE` already admits one writer at a time.
 */
export async function lockOutOtherSeeders(
  handle: Kysely<Database>,
  dialect: DbConnection['dialect'],
): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(handle);
}

/**
 * A unit of work whose every `run` is a savepoint of the open transaction `handle`: released
 * when the work resolves, rolled back to when it throws (a use case's refusal included).
 * Runs must nest or follow one another; two runs overlapping would interleave savepoints, so
 * that is refused loudly instead.
 */
export function savepointUnitOfWork<S>(
  handle: Kysely<Database>,
  dialect: DbConnection['dialect'],
  makeStores: MakeStores<S>,
): UnitOfWork<S> {
  const open: string[] = [];
  let count = 0;
  const close = (name: string) => {
    if (open.at(-1) !== name) throw new Error(`savepoint ${name} closed out of order: runs overlapped`);
    open.pop();
  };
  const uow: UnitOfWork<S> = {
    // The seed's reads run in savepoints too: the seed is one transaction whatever it does.
    read: (work) => uow.run(work),
    async run<T>(work: (stores: S) => Promise<T>): Promise<T> {
      const name = sql.id(`seed_${++count}`);
      const label = `seed_${count}`;
      await sql`savepoint ${name}`.execute(handle);
      open.push(label);
      let result: T;
      try {
        result = await work(makeStores(handle, dialect));
      } catch (error) {
        close(label);
        await sql`rollback to savepoint ${name}`.execute(handle);
        await sql`release savepoint ${name}`.execute(handle);
        throw error;
      }
      close(label);
      await sql`release savepoint ${name}`.execute(handle);
      return result;
    },
  };
  return uow;
}
