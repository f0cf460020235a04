/**
 * Part of the `BidStore` contract: transactions and concurrent callers. On PostgreSQL these run
 * truly in parallel (row locks, `SKIP LOCKED`); on SQLite and the fake they serialise — either
 * way the outcomes asserted here must hold.
 */
import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents';
import type { RunInStores } from './bid-store-basics.contract';
import { aBid, anEntry } from './testing/bid-rows';
import { at, HOUR } from './testing/bidding-world';

/** Rollback and race behaviour of the store. */
export function describeBidStoreConcurrency(run: RunInStores): void {
  describe('transactions and races', () => {
    it('discards an entry placed in a transaction that fails', async () => {
      await run((s) => s.bids.insertMany([aBid('b1', 'c-loan-1', HOUR)]));
      await expect(
        run(async (s) => {
          await s.bids.placeEntry(anEntry('b1', 'investor-1', 500, 1));
          throw new Error('later step failed');
        }),
      ).rejects.toThrow('later step failed');
      expect(await run((s) => s.bids.entriesFor('b1'))).toEqual([]);
    });

    it('lets exactly one of two simultaneous placements by the same bidder through', async () => {
      await run((s) => s.bids.insertMany([aBid('b1', 'c-loan-1', HOUR)]));
      const outcomes = await Promise.all([
        run((s) => s.bids.placeEntry(anEntry('b1', 'investor-1', 500, 1))),
        run((s) => s.bids.placeEntry(anEntry('b1', 'investor-1', 700, 2))),
      ]);
      expect(outcomes.sort()).toEqual(['duplicate', 'placed']);
      expect(await run((s) => s.bids.entriesFor('b1'))).toHaveLength(1);
    });

    it('closes a bid for exactly one of two simultaneous closers', async () => {
      await run((s) => s.bids.insertMany([aBid('b1', 'c-loan-1', HOUR)]));
      const closure = { closedAt: at(HOUR), winnerId: null, winningAmountCents: null };
      const results = await Promise.all([
        run((s) => s.bids.close('b1', closure)),
        run((s) => s.bids.close('b1', closure)),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('gives concurrent claim-and-close workers disjoint work: each bid closes once', async () => {
      const loans = ['c-loan-1', 'c-loan-2', 'c-loan-3'];
      await run((s) => s.bids.insertMany(loans.map((loanId, i) => aBid(`b${i + 1}`, loanId, HOUR))));
      const worker = () =>
        run(async (s) => {
          let closed = 0;
          for (const bid of await s.bids.claimExpiredOpen(at(HOUR), 2)) {
            if (
              await s.bids.close(bid.id, { closedAt: at(HOUR), winnerId: null, winningAmountCents: null })
            ) {
              closed += 1;
            }
          }
          return closed;
        });
      const first = await Promise.all([worker(), worker(), worker()]);
      const rest = await worker();
      expect(first.reduce((a, b) => a + b, 0) + rest).toBe(3);
      expect(await run((s) => s.bids.listOpen())).toEqual([]);
    });

    it('never lets a placement slip past a simultaneous close unseen', async () => {
      for (let round = 0; round < 5; round += 1) {
        const loanId = ['c-loan-1', 'c-loan-2', 'c-loan-3'][round % 3]!;
        const bidId = `race-${round}`;
        await run((s) => s.bids.insertMany([aBid(bidId, loanId, HOUR)]));
        const [placed, closer] = await Promise.all([
          run((s) => s.bids.placeEntry(anEntry(bidId, 'investor-1', 500, HOUR - 1))),
          run(async (s) => {
            const claimed = (await s.bids.claimExpiredOpen(at(HOUR), 10)).some((b) => b.id === bidId);
            if (!claimed) return { closed: false, saw: 0 };
            const saw = (await s.bids.entriesFor(bidId)).length;
            const closed = await s.bids.close(bidId, {
              closedAt: at(HOUR),
              winnerId: saw > 0 ? 'investor-1' : null,
              winningAmountCents: saw > 0 ? cents(500) : null,
            });
            return { closed, saw };
          }),
        ]);
        if (placed === 'placed' && closer.closed) expect(closer.saw).toBe(1);
        if (!closer.closed) {
          await run((s) =>
            s.bids.close(bidId, { closedAt: at(HOUR), winnerId: null, winningAmountCents: null }),
          );
        }
      }
    });
  });
}
