/**
 * Part of the `BidStore` contract: the batch methods the closer uses (see bid-store.contract.ts).
 * Each must mean exactly what the one-at-a-time method means for every bid of the batch.
 */
import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents';
import type { RunInStores } from './bid-store-basics.contract';
import { aBid, anEntry } from './testing/bid-rows';
import { at, HOUR } from './testing/bidding-world';

/** `entriesForBids`, `closeMany` and `insertAwards`. */
export function describeBidStoreBatch(run: RunInStores): void {
  describe('closing a batch', () => {
    const three = [aBid('b1', 'c-loan-1', HOUR), aBid('b2', 'c-loan-2', HOUR), aBid('b3', 'c-loan-3', HOUR)];

    it('reads the entries of many bids, each in entriesFor order, leaving out bids without any', async () => {
      await run((s) => s.bids.insertMany(three));
      await run((s) => s.bids.placeEntry(anEntry('b1', 'investor-2', 900, 2)));
      await run((s) => s.bids.placeEntry(anEntry('b1', 'investor-1', 700, 1)));
      await run((s) => s.bids.placeEntry(anEntry('b3', 'investor-3', 500, 3)));
      const found = await run((s) => s.bids.entriesForBids(['b1', 'b2', 'b3', 'b1', 'nope']));
      expect([...found.keys()].sort()).toEqual(['b1', 'b3']);
      expect(found.get('b1')).toEqual(await run((s) => s.bids.entriesFor('b1')));
      expect(found.get('b3')?.map((e) => e.bidderId)).toEqual(['investor-3']);
      expect((await run((s) => s.bids.entriesForBids([]))).size).toBe(0);
    });

    it('closes only the open bids of a batch, each with its own winner, and marks only winners bought', async () => {
      await run((s) => s.bids.insertMany(three));
      await run((s) => s.bids.placeEntry(anEntry('b1', 'investor-1', 700, 1)));
      await run((s) => s.bids.placeEntry(anEntry('b1', 'investor-2', 900, 2)));
      await run((s) => s.bids.placeEntry(anEntry('b2', 'investor-1', 800, 1)));
      const won = (bidId: string, winnerId: string, amount: number) => ({
        bidId,
        closedAt: at(HOUR),
        winnerId,
        winningAmountCents: cents(amount),
      });
      await run((s) => s.bids.close('b3', { closedAt: at(HOUR), winnerId: null, winningAmountCents: null }));
      const closed = await run((s) =>
        s.bids.closeMany([
          won('b1', 'investor-2', 900),
          won('b2', 'investor-1', 800),
          { bidId: 'b3', closedAt: at(2 * HOUR), winnerId: null, winningAmountCents: null },
          won('nope', 'investor-1', 1),
        ]),
      );
      expect(closed.sort()).toEqual(['b1', 'b2']);
      const { bidId: _b1, ...closure1 } = won('b1', 'investor-2', 900);
      expect(await run((s) => s.bids.get('b1'))).toEqual({ ...three[0], status: 'closed', ...closure1 });
      expect((await run((s) => s.bids.get('b3')))?.closedAt).toBe(at(HOUR));
      const bought = await run((s) => s.bids.entriesForBids(['b1', 'b2']));
      expect(bought.get('b1')?.map((e) => [e.bidderId, e.bought])).toEqual([
        ['investor-1', false],
        ['investor-2', true],
      ]);
      expect(bought.get('b2')?.map((e) => e.bought)).toEqual([true]);
      expect(await run((s) => s.bids.closeMany([won('b1', 'investor-1', 700)]))).toEqual([]);
      expect(await run((s) => s.bids.closeMany([]))).toEqual([]);
    });

    it('records many awards at once and refuses a batch with a bid that already has one', async () => {
      const award = (bidId: string, loanId: string) => ({
        loanId,
        bidId,
        winnerId: 'investor-1',
        amountCents: cents(500),
        closedAt: at(HOUR),
      });
      await run((s) => s.bids.insertAwards([award('b1', 'c-loan-1'), award('b2', 'c-loan-2')]));
      await run((s) => s.bids.insertAwards([]));
      expect((await run((s) => s.bids.awardsWonBy('investor-1'))).map((a) => a.bidId).sort()).toEqual([
        'b1',
        'b2',
      ]);
      await expect(
        run((s) => s.bids.insertAwards([award('b3', 'c-loan-3'), award('b2', 'c-loan-2')])),
      ).rejects.toThrow();
      expect(await run((s) => s.bids.awardsForLoans(['c-loan-3']))).toEqual([]);
    });
  });
}
