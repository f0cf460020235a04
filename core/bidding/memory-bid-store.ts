import type { MemoryDb } from '../testing/memory-db';
import type { Award, BidStore } from './bid-store';

/** In-memory `BidStore` for core tests. */
export function memoryBidStore(db: MemoryDb): BidStore {
  const awards = db.table<Award>('awards');
  return {
    async awardsForLoans(loanIds) {
      const wanted = new Set(loanIds);
      const latest = new Map<string, Award>();
      for (const award of awards.all()) {
        if (!wanted.has(award.loanId)) continue;
        const seen = latest.get(award.loanId);
        if (!seen || seen.closedAt <= award.closedAt) latest.set(award.loanId, award);
      }
      return [...latest.values()];
    },
  };
}
