/**
 * Part of the `BidStore` contract: a bidder's bidding table (see bid-store.contract.ts). The
 * store filters, sorts and pages it; whatever the query, it must answer what `biddingTableIn`
 * answers over the same bids, entries and loans — the meaning written once, in core.
 */
import { describe, expect, it } from 'vitest';
import type { Bid } from './bid';
import type { RunInStores } from './bid-store-basics.contract';
import { type BiddingTableQuery, biddingTableIn } from './bidding-query';
import { aBid, anEntry } from './testing/bid-rows';
import { aLoan, at, DAY, HOUR } from './testing/bidding-world';

const BIDDER = 'investor-1';
const NOW = at(2 * DAY);
// validTill relative to NOW: every time bucket, and a boundary of each.
const ENDS = [-DAY, 0, 30 * 60_000, HOUR, 5 * HOUR, DAY, 3 * DAY, 2 * HOUR, -HOUR, 10 * DAY, HOUR + 1, 1];

/** Twelve bids on loans t-loan-0 … of varied metrics: open and closed, the bidder's own and not. */
function bids(): Bid[] {
  return ENDS.map((end, i) =>
    aBid(`t-bid-${i}`, `t-loan-${i}`, 2 * DAY + end, {
      ...(i % 4 === 3 ? { status: 'closed' as const, closedAt: NOW } : {}),
      ...(i === 5 ? { lenderId: BIDDER } : {}),
    }),
  );
}

export function describeBidStoreTable(run: RunInStores): void {
  describe('the bidding table', () => {
    it('filters, sorts and pages as biddingTableIn means', async () => {
      const all = bids();
      await run(async (s) => {
        await s.loans.insertMany(all.map((b, i) => aLoan(b.loanId, 'lender-1', i * 7)));
        await s.bids.insertMany(all.map((b) => ({ ...b, status: 'open', closedAt: null })));
        // The bidder's entries (equal amounts on some, to test the ties), and another bidder's.
        for (const [i, b] of all.entries()) {
          if (i % 3 !== 2 && i !== 5)
            await s.bids.placeEntry(anEntry(b.id, BIDDER, [500, 900, 500][i % 3]!, 1));
          if (i % 2 === 0) await s.bids.placeEntry(anEntry(b.id, 'investor-2', 700, 1));
        }
        for (const b of all.filter((x) => x.status === 'closed')) {
          const winner = b.id === 't-bid-3' ? BIDDER : 'investor-2';
          await s.bids.close(b.id, { closedAt: NOW, winnerId: winner, winningAmountCents: null });
        }
      });
      const stored = await run(async (s) => ({
        bids: await s.bids.getMany(all.map((b) => b.id)),
        entries: await s.bids.entriesOfBidder(BIDDER),
        loans: new Map((await s.loans.getMany(all.map((b) => b.loanId))).map((l) => [l.id, l])),
      }));
      const base: BiddingTableQuery = { bidderId: BIDDER, now: NOW, loanFilters: {}, page: null };
      const queries: BiddingTableQuery[] = [
        base,
        { ...base, page: { page: 1, limit: 4 } },
        { ...base, page: { page: 3, limit: 4 } },
        { ...base, page: { page: 9, limit: 4 } },
        { ...base, status: 'open' },
        { ...base, status: 'closed' },
        ...(['none', 'Won', 'Pending', 'Lost'] as const).map((outcome) => ({ ...base, outcome })),
        { ...base, loanFilters: { fico: { min: 650, max: 760 } } },
        { ...base, loanFilters: { loanNumberContains: 'T-LOAN-1' }, status: 'open' },
        { ...base, loanFilters: { tapeName: 'Another Tape' } },
      ];
      for (const query of queries) {
        const expected = biddingTableIn(stored.bids, stored.entries, stored.loans, query);
        const answered = await run((s) => s.bids.biddingTable(query));
        expect({ query, total: answered.total, items: answered.items }).toEqual({
          query,
          total: expected.total,
          items: expected.items,
        });
      }
      expect((await run((s) => s.bids.biddingTable(base))).total).toBeGreaterThan(6);
    });
  });
}
