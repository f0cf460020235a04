import type { UnitOfWork } from '../../../core/ports/unit-of-work';
import { kyselyUnitOfWork, type MakeStores } from '../unit-of-work';
import type { TestBackend, TestDatabase } from './test-databases';

/**
 * What a contract suite runs against (the same shape as the core suites' `StoreHarness`): a
 * unit of work over a fresh, empty database and a way to release it.
 */
export interface StoreHarness<S> {
  readonly uow: UnitOfWork<S>;
  close(): Promise<void>;
}

/**
 * A harness factory for a contract suite: each call opens a fresh migrated database on
 * `backend` and wraps it in the Kysely unit of work with `makeStores` (`database` gives direct
 * access for reading back what committed).
 *
 * @example
 * for (const backend of testDatabases()) describeLoanStoreContract(backend.name, kyselyHarness(backend, kyselyStores));
 */
export function kyselyHarness<S>(
  backend: TestBackend,
  makeStores: MakeStores<S>,
): () => Promise<StoreHarness<S> & { readonly database: TestDatabase }> {
  return async () => {
    const database = await backend.open();
    return {
      uow: kyselyUnitOfWork(database.db, database.dialect, makeStores),
      close: database.close,
      database,
    };
  };
}
