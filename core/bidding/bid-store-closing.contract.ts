/** Part of the `BidStore` contract: claiming, closing, awards and question threads. */
import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents';
import type { RunInStores } from './bid-store-basics.contract';
import { aBid, anEntry } from './testing/bid-rows';
import { at, DAY, HOUR } from './testing/bidding-world';

/** Claiming expired bids, the close CAS, awards and question threads. */
export function describeBidStoreClosing(run: RunInStores): void {
  describe('closing, awards and questions', () => {
    it('counts and claims open bids with validTill at or before now, oldest first, up to the limit', async () => {
      await run((s) =>
        s.bids.insertMany([
          aBid('b1', 'c-loan-1', 2 * HOUR),
          aBid('b2', 'c-loan-2', HOUR),
          aBid('b3', 'c-loan-3', DAY),
        ]),
      );
      expect(await run((s) => s.bids.countExpiredOpen(at(HOUR - 1)))).toBe(0);
      expect(await run((s) => s.bids.countExpiredOpen(at(2 * HOUR)))).toBe(2);
      expect((await run((s) => s.bids.claimExpiredOpen(at(2 * HOUR), 10))).map((b) => b.id)).toEqual([
        'b2',
        'b1',
      ]);
      expect((await run((s) => s.bids.claimExpiredOpen(at(2 * HOUR), 1))).map((b) => b.id)).toEqual(['b2']);
      await run((s) =>
        s.bids.close('b2', { closedAt: at(2 * HOUR), winnerId: null, winningAmountCents: null }),
      );
      expect((await run((s) => s.bids.claimExpiredOpen(at(2 * HOUR), 10))).map((b) => b.status)).toEqual([
        'open',
      ]);
      expect(await run((s) => s.bids.countExpiredOpen(at(2 * HOUR)))).toBe(1);
    });

    it('closes a bid once, marking only the winner’s entry bought', async () => {
      await run((s) => s.bids.insertMany([aBid('b1', 'c-loan-1', HOUR)]));
      await run((s) => s.bids.placeEntry(anEntry('b1', 'investor-1', 700, 1)));
      await run((s) => s.bids.placeEntry(anEntry('b1', 'investor-2', 900, 2)));
      const closure = { closedAt: at(HOUR), winnerId: 'investor-2', winningAmountCents: cents(900) };
      expect(await run((s) => s.bids.close('b1', closure))).toBe(true);
      expect(await run((s) => s.bids.close('b1', { ...closure, winnerId: 'investor-1' }))).toBe(false);
      expect(await run((s) => s.bids.close('nope', closure))).toBe(false);
      expect(await run((s) => s.bids.get('b1'))).toEqual({
        ...aBid('b1', 'c-loan-1', HOUR),
        status: 'closed',
        ...closure,
      });
      const bought = (await run((s) => s.bids.entriesFor('b1'))).map((e) => [e.bidderId, e.bought]);
      expect(bought).toEqual([
        ['investor-1', false],
        ['investor-2', true],
      ]);
    });

    it('unmarks the bought entry of a closed bid once, and nothing of an open one', async () => {
      await run((s) => s.bids.insertMany([aBid('b1', 'c-loan-1', HOUR), aBid('b2', 'c-loan-2', HOUR)]));
      await run((s) => s.bids.placeEntry(anEntry('b1', 'investor-1', 700, 1)));
      await run((s) => s.bids.placeEntry(anEntry('b2', 'investor-1', 700, 1)));
      expect(await run((s) => s.bids.unmarkBought('b1'))).toBe(false);
      const closure = { closedAt: at(HOUR), winnerId: 'investor-1', winningAmountCents: cents(700) };
      await run((s) => s.bids.close('b1', closure));
      await run((s) => s.bids.close('b2', closure));
      expect(await run((s) => s.bids.unmarkBought('b1'))).toBe(true);
      expect(await run((s) => s.bids.unmarkBought('b1'))).toBe(false);
      const bought = async (id: string) => (await run((s) => s.bids.entriesFor(id))).map((e) => e.bought);
      expect(await bought('b1')).toEqual([false]);
      expect(await bought('b2')).toEqual([true]);
      expect((await run((s) => s.bids.get('b1')))?.winnerId).toBe('investor-1');
    });

    it('records one award per bid and reads the latest award per loan', async () => {
      const award = {
        loanId: 'c-loan-1',
        bidId: 'b1',
        winnerId: 'investor-1',
        amountCents: cents(500),
        closedAt: at(HOUR),
      };
      await run((s) => s.bids.insertMany([aBid('b1', 'c-loan-1', HOUR)]));
      await run((s) => s.bids.insertAward(award));
      await expect(run((s) => s.bids.insertAward(award))).rejects.toThrow();
      await run((s) =>
        s.bids.close('b1', { closedAt: at(HOUR), winnerId: 'investor-1', winningAmountCents: cents(500) }),
      );
      await run((s) => s.bids.insertMany([aBid('b2', 'c-loan-1', DAY)]));
      const later = { ...award, bidId: 'b2', winnerId: 'investor-2', closedAt: at(DAY) };
      await run((s) => s.bids.insertAward(later));
      expect(await run((s) => s.bids.awardsForLoans(['c-loan-1', 'c-loan-2']))).toEqual([later]);
    });

    it('lists the awards one winner won, newest first, superseded ones included', async () => {
      const award = (bidId: string, loanId: string, winnerId: string, closedAfter: number) => ({
        loanId,
        bidId,
        winnerId,
        amountCents: cents(500),
        closedAt: at(closedAfter),
      });
      const won = [
        award('b1', 'c-loan-1', 'investor-1', HOUR),
        award('b2', 'c-loan-2', 'investor-2', HOUR),
        award('b4', 'c-loan-3', 'investor-1', DAY),
        award('b3', 'c-loan-1', 'investor-1', DAY),
      ];
      const closed = { status: 'closed' as const };
      await run((s) => s.bids.insertMany(won.map((a) => aBid(a.bidId, a.loanId, HOUR, closed))));
      for (const a of won) await run((s) => s.bids.insertAward(a));
      const mine = await run((s) => s.bids.awardsWonBy('investor-1'));
      expect(mine).toEqual([won[3], won[2], won[0]]);
      expect(await run((s) => s.bids.awardsWonBy('investor-3'))).toEqual([]);
    });

    it('keeps each question thread to its bid and bidder, oldest first', async () => {
      await run((s) => s.bids.insertMany([aBid('b1', 'c-loan-1', DAY)]));
      const q = (id: string, bidderId: string, after: number) => ({
        id,
        bidId: 'b1',
        bidderId,
        senderId: bidderId,
        senderName: 'Alder Capital',
        message: `question ${id}`,
        docName: null,
        blobName: null,
        at: at(after),
      });
      for (const question of [q('q2', 'investor-1', 5), q('q1', 'investor-1', 5), q('q3', 'investor-2', 1)]) {
        await run((s) => s.bids.appendQuestion(question));
      }
      const thread = await run((s) => s.bids.questionsFor('b1', 'investor-1'));
      expect(thread).toEqual([q('q1', 'investor-1', 5), q('q2', 'investor-1', 5)]);
      expect(await run((s) => s.bids.questionsFor('b1', 'investor-3'))).toEqual([]);
    });
  });
}
