/**
 * The batch and table reads of the in-memory `BidStore` (see memory-bid-store.ts): each batch
 * method is the one-at-a-time method applied to every item, and the bidding table is
 * `biddingTableIn` over the tables — the meanings the database adapters must agree with.
 */
import type { Loan } from '../loans/loan';
import type { MemoryDb } from '../testing/memory-db';
import type { Bid, BidEntry } from './bid';
import type { Award, BidStore } from './bid-store';
import { biddingTableIn } from './bidding-query';

/** The methods built here. */
export type BatchMethods = 'entriesForBids' | 'closeMany' | 'insertAwards' | 'biddingTable';

/** The batch methods over `db`'s bidding tables and the single methods of `store`. */
export function memoryBidBatches(
  db: MemoryDb,
  store: Pick<BidStore, 'entriesFor' | 'close'>,
): Pick<BidStore, BatchMethods> {
  const awards = db.table<Award>('awards');
  return {
    async entriesForBids(bidIds) {
      const found = new Map<string, BidEntry[]>();
      for (const id of new Set(bidIds)) {
        const list = await store.entriesFor(id);
        if (list.length > 0) found.set(id, list);
      }
      return found;
    },
    async closeMany(closures) {
      const closed: string[] = [];
      for (const { bidId, ...closure } of closures) if (await store.close(bidId, closure)) closed.push(bidId);
      return closed;
    },
    async insertAwards(rows) {
      const ids = rows.map((a) => a.bidId);
      if (new Set(ids).size < ids.length || ids.some((id) => awards.has(id)))
        throw new Error('a bid already has an award');
      for (const award of rows) awards.put(award.bidId, award);
    },
    async biddingTable(query) {
      const loans = new Map(
        db
          .table<Loan>('loans')
          .all()
          .map((l) => [l.id, l]),
      );
      return biddingTableIn(
        db.table<Bid>('bids').all(),
        db.table<BidEntry>('bidEntries').all(),
        loans,
        query,
      );
    },
  };
}
