/**
 * What a store contract suite runs against: a unit of work over (at least) the stores it
 * tests, on a fresh, empty database, and a way to dispose of it. The in-memory fake, SQLite
 * and PostgreSQL each provide one; `S` names only the stores a suite touches.
 *
 * @example
 * describeLoanStoreContract('memory', memoryHarness);
 */

import type { TradingStores } from '../ports/stores';
import type { UnitOfWork } from '../ports/unit-of-work';
import { MemoryDb, memoryUnitOfWork } from './memory-db';
import { memoryTradingStores } from './memory-trading';

export interface StoreHarness<S> {
  readonly uow: UnitOfWork<S>;
  close(): Promise<void>;
}

/** Builds one fresh harness per test. */
export type MakeHarness<S> = () => Promise<StoreHarness<S>>;

/** The in-memory harness the core tests run every trading contract suite on. */
export const memoryHarness: MakeHarness<TradingStores> = async () => ({
  uow: memoryUnitOfWork(new MemoryDb(), memoryTradingStores),
  close: async () => {},
});
