import type { MemoryDb } from '../testing/memory-db';
import type { PoolEntry, PoolStore } from './pool-store';

/** The in-memory table of pool entries; the in-memory loan store reads it for `pooledBy`. */
export const POOL_TABLE = 'pool_entries';

/** The key of an entry: one row per (user, loan), like the database's unique constraint. */
export const poolKey = (userId: string, loanId: string) => JSON.stringify([userId, loanId]);

/** In-memory `PoolStore` for core tests; passes the same contract suite as the database adapters. */
export function memoryPoolStore(db: MemoryDb): PoolStore {
  const entries = db.table<PoolEntry>(POOL_TABLE);
  return {
    async setStatus(userId, loanIds, status, at) {
      for (const loanId of new Set(loanIds)) {
        entries.put(poolKey(userId, loanId), { userId, loanId, status, updatedAt: at });
      }
    },
    async entriesFor(userId, loanIds) {
      return [...new Set(loanIds)].flatMap((loanId) => entries.get(poolKey(userId, loanId)) ?? []);
    },
  };
}
