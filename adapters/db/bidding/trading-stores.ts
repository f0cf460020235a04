import type { Kysely } from 'kysely';
import type { TradingStores } from '../../../core/ports/stores';
import { MemoryDb } from '../../../core/testing/memory-db';
import { memoryTradingStores } from '../../../core/testing/memory-trading';
import type { DialectName } from '../dialect';
import type { Database } from '../schema';
import { kyselyStores } from '../stores';

/**
 * Every trading store of one transaction, for tests that run whole use cases on a database:
 * each store `kyselyStores` has, on the transaction; any store without a Kysely adapter yet
 * (today the party directory, which the accounts area will back) from the in-memory fakes
 * over a throwaway `MemoryDb` — outside the transaction, so only for ports the test's use
 * cases read (the directory holds nobody: an opening emails no one).
 */
export function tradingStoresForTests(tx: Kysely<Database>, dialect: DialectName): TradingStores {
  return { ...memoryTradingStores(new MemoryDb()), ...kyselyStores(tx, dialect) };
}
