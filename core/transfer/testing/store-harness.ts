import type { UnitOfWork } from '../../ports/unit-of-work';
import { MemoryDb, memoryUnitOfWork } from '../../testing/memory-db';
import { memoryTradingStores } from '../../testing/memory-trading';
import type { TradingStores } from '../../trading/stores';

/**
 * What a store contract suite runs against: a unit of work over a fresh, empty database and a
 * way to release it. The database adapters hand in their Kysely unit of work (SQLite or
 * PostgreSQL), the core tests the in-memory one; `S` names only the stores a suite touches.
 */
export interface StoreHarness<S> {
  readonly uow: UnitOfWork<S>;
  close(): Promise<void>;
}

/** Builds one fresh harness per test. */
export type MakeHarness<S> = () => Promise<StoreHarness<S>>;

/** The in-memory harness the core tests run every contract suite on. */
export const memoryHarness: MakeHarness<TradingStores> = async () => ({
  uow: memoryUnitOfWork(new MemoryDb(), memoryTradingStores),
  close: async () => {},
});
