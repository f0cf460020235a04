import { err, type Result } from '../errors/result';

/**
 * One transaction over a set of stores. `run` commits when `work` resolves and rolls back
 * when it throws; the stores handed to `work` are bound to that transaction.
 * Adapters: Kysely (SQLite `BEGIN IMMEDIATE`, PostgreSQL with row locks and bounded retries
 * of serialization failures and deadlocks — so `work` may run more than once and must not
 * have side effects outside the stores) and the in-memory fake.
 */
export interface UnitOfWork<S> {
  /** Work that may write: the write lock (SQLite) or row locks (PostgreSQL) are taken as needed. */
  run<T>(work: (stores: S) => Promise<T>): Promise<T>;
  /**
   * Work that only reads, without the write lock: it never waits for a writer of another
   * process (SQLite: a deferred transaction on a WAL snapshot; PostgreSQL: read-only statements,
   * each seeing what was committed before it as under read committed, no row locks). Work inside
   * must not write: PostgreSQL refuses the write and
   * the in-memory fake drops it, so tests on either show the mistake.
   */
  read<T>(work: (stores: S) => Promise<T>): Promise<T>;
}

class Rollback<E> {
  constructor(readonly error: E) {}
}

/**
 * Runs `work` in one transaction and rolls back when it returns an `Err`, so a refusal found
 * half-way never leaves half a change behind.
 */
export async function transact<S, T, E>(
  uow: UnitOfWork<S>,
  work: (stores: S) => Promise<Result<T, E>>,
): Promise<Result<T, E>> {
  try {
    return await uow.run(async (stores) => {
      const result = await work(stores);
      if (!result.ok) throw new Rollback(result.error);
      return result;
    });
  } catch (e) {
    if (e instanceof Rollback) return err(e.error as E);
    throw e;
  }
}

/**
 * `transact` for work that only reads (`uow.read`): nothing to roll back, so a refusal is
 * simply returned.
 */
export function readOnly<S, T, E>(
  uow: UnitOfWork<S>,
  work: (stores: S) => Promise<Result<T, E>>,
): Promise<Result<T, E>> {
  return uow.read(work);
}
