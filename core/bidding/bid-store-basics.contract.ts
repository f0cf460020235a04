/** Part of the `BidStore` contract: storing bids and placing entries (see bid-store.contract.ts). */
import { describe, expect, it } from 'vitest';
import type { TradingStores } from '../ports/stores';
import { aBid, anEntry } from './testing/bid-rows';
import { at, DAY, HOUR } from './testing/bidding-world';

/** Runs one unit of work on the store under test (a fresh database per test, with its loans). */
export type RunInStores = <T>(work: (s: TradingStores) => Promise<T>) => Promise<T>;

/** Bids, lookups and entry placement. */
export function describeBidStoreBasics(run: RunInStores): void {
  describe('bids and entries', () => {
    it('stores opened bids and reads them back by id', async () => {
      const bids = [aBid('b1', 'c-loan-1', DAY), aBid('b2', 'c-loan-2', HOUR)];
      await run((s) => s.bids.insertMany(bids));
      expect(await run((s) => s.bids.get('b1'))).toEqual(bids[0]);
      expect(await run((s) => s.bids.get('nope'))).toBeNull();
      const many = await run((s) => s.bids.getMany(['b2', 'nope', 'b1', 'b2']));
      expect(many.map((b) => b.id).sort()).toEqual(['b1', 'b2']);
    });

    it('refuses a duplicate bid id and a second open bid on one loan', async () => {
      await run((s) => s.bids.insertMany([aBid('b1', 'c-loan-1', DAY)]));
      await expect(run((s) => s.bids.insertMany([aBid('b1', 'c-loan-2', DAY)]))).rejects.toThrow();
      await expect(run((s) => s.bids.insertMany([aBid('b2', 'c-loan-1', DAY)]))).rejects.toThrow();
      await run((s) => s.bids.close('b1', { closedAt: at(DAY), winnerId: null, winningAmountCents: null }));
      await run((s) => s.bids.insertMany([aBid('b2', 'c-loan-1', 2 * DAY)]));
      expect((await run((s) => s.bids.openForLoans(['c-loan-1']))).map((b) => b.id)).toEqual(['b2']);
    });

    it('lists open bids by validTill, then id, and finds them by loan', async () => {
      await run((s) =>
        s.bids.insertMany([
          aBid('b3', 'c-loan-3', DAY),
          aBid('b1', 'c-loan-1', 2 * DAY),
          aBid('b2', 'c-loan-2', DAY),
        ]),
      );
      await run((s) => s.bids.close('b1', { closedAt: at(DAY), winnerId: null, winningAmountCents: null }));
      expect((await run((s) => s.bids.listOpen())).map((b) => b.id)).toEqual(['b2', 'b3']);
      const byLoan = await run((s) => s.bids.openForLoans(['c-loan-1', 'c-loan-3', 'unknown']));
      expect(byLoan.map((b) => b.id)).toEqual(['b3']);
    });

    it('places one entry per bidder, only before validTill and only while open', async () => {
      await run((s) => s.bids.insertMany([aBid('b1', 'c-loan-1', HOUR), aBid('b2', 'c-loan-2', HOUR)]));
      expect(
        await run((s) => s.bids.placeEntry({ ...anEntry('b1', 'investor-1', 500, 1), bought: true })),
      ).toBe('placed');
      expect(await run((s) => s.bids.placeEntry(anEntry('b1', 'investor-1', 900, 2)))).toBe('duplicate');
      expect(await run((s) => s.bids.placeEntry(anEntry('b1', 'investor-2', 900, HOUR)))).toBe('not_open');
      expect(await run((s) => s.bids.placeEntry(anEntry('b1', 'investor-2', 900, HOUR - 1)))).toBe('placed');
      expect(await run((s) => s.bids.placeEntry(anEntry('nope', 'investor-2', 900, 1)))).toBe('not_open');
      await run((s) => s.bids.close('b2', { closedAt: at(1), winnerId: null, winningAmountCents: null }));
      expect(await run((s) => s.bids.placeEntry(anEntry('b2', 'investor-1', 900, 2)))).toBe('not_open');
      const entries = await run((s) => s.bids.entriesFor('b1'));
      expect(entries).toEqual([
        anEntry('b1', 'investor-1', 500, 1),
        anEntry('b1', 'investor-2', 900, HOUR - 1),
      ]);
    });

    it('orders a bid’s entries by time then bidder, and a bidder’s entries newest first', async () => {
      await run((s) => s.bids.insertMany([aBid('b1', 'c-loan-1', DAY), aBid('b2', 'c-loan-2', DAY)]));
      for (const e of [
        anEntry('b1', 'investor-2', 100, 5),
        anEntry('b1', 'investor-1', 100, 5),
        anEntry('b1', 'investor-3', 100, 1),
        anEntry('b2', 'investor-1', 100, 9),
      ]) {
        await run((s) => s.bids.placeEntry(e));
      }
      const ofBid = await run((s) => s.bids.entriesFor('b1'));
      expect(ofBid.map((e) => e.bidderId)).toEqual(['investor-3', 'investor-1', 'investor-2']);
      const ofBidder = await run((s) => s.bids.entriesOfBidder('investor-1'));
      expect(ofBidder.map((e) => e.bidId)).toEqual(['b2', 'b1']);
      expect(await run((s) => s.bids.entriesOfBidder('nobody'))).toEqual([]);
    });
  });
}
