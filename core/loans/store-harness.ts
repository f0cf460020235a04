import type { UnitOfWork } from '../ports/unit-of-work';

/**
 * What a contract suite needs from a backend: a unit of work over (at least) the stores it
 * tests, on a fresh, empty database, and a way to dispose of it. The in-memory fake, SQLite
 * and PostgreSQL each provide one, e.g.
 *
 * @example
 * describeLoanStoreContract('memory', async () => ({
 *   uow: memoryUnitOfWork(new MemoryDb(), memoryTradingStores),
 *   close: async () => {},
 * }));
 */
export interface StoreHarness<S> {
  readonly uow: UnitOfWork<S>;
  close(): Promise<void>;
}
