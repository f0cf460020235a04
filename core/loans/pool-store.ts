/**
 * A user's loan pool (spec §4 "Loan pool": loans added or removed singly or in bulk; pool
 * status per loan 'Added' or 'Removed'). Each user keeps their own pool, so one investor's
 * selection never shows in another's. A removed loan keeps its entry, marked 'Removed'.
 */
export type PoolStatus = 'Added' | 'Removed';

export const POOL_STATUSES = ['Added', 'Removed'] as const satisfies readonly PoolStatus[];

export interface PoolEntry {
  readonly userId: string;
  readonly loanId: string;
  readonly status: PoolStatus;
  /** ISO instant of the last change. */
  readonly updatedAt: string;
}

/**
 * Port of the pool. One entry per (userId, loanId). Listing a pool's loans goes through
 * `LoanStore.search` with the `pooledBy` filter, so visibility and paging apply there.
 */
export interface PoolStore {
  /** Sets `status` on the entry of each of `loanIds` in `userId`'s pool, creating missing entries. */
  setStatus(userId: string, loanIds: readonly string[], status: PoolStatus, at: string): Promise<void>;
  /** The entries of `userId`'s pool among `loanIds` (loans never pooled have none), in no particular order. */
  entriesFor(userId: string, loanIds: readonly string[]): Promise<PoolEntry[]>;
}
