/**
 * The bidding rules as properties of the use cases themselves (the pure rules have their own in
 * bid-rules.test.ts): random clocks, random bursts of simultaneous placements, random amounts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../permissions/actor';
import { closeExpiredBids } from './close-expired-bids';
import { placeBid } from './place-bid';
import { at, biddingWorld, HOUR, INVESTORS, openLoans } from './testing/bidding-world';

const investor = fc.nat(INVESTORS.length - 1).map((i) => INVESTORS[i]!);

describe('bidding, for any inputs', () => {
  it('accepts no bid at or after validTill', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 * HOUR }),
        fc.integer({ min: 0, max: 5 * HOUR }),
        async (lasts, after) => {
          const w = await biddingWorld();
          const bidId = (await openLoans(w, ['loan-1'], lasts))['loan-1']!;
          w.clock.set(at(after));
          const r = await placeBid(w.deps, INVESTORS[0], {
            bidId,
            bidderId: INVESTORS[0].userId,
            amount: 10,
          });
          expect(r.ok).toBe(after < lasts);
          for (const e of await w.read().bids.entriesFor(bidId))
            expect(Date.parse(e.placedAt)).toBeLessThan(Date.parse(at(lasts)));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never lets a bidder hold two bids on one bid, however many are sent at once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(investor, fc.integer({ min: 1, max: 99 })), { minLength: 1, maxLength: 8 }),
        async (burst) => {
          const w = await biddingWorld();
          const bidId = (await openLoans(w, ['loan-1'], HOUR))['loan-1']!;
          const results = await Promise.all(
            burst.map(([who, amount]) => placeBid(w.deps, who, { bidId, bidderId: who.userId, amount })),
          );
          const entries = await w.read().bids.entriesFor(bidId);
          expect(new Set(entries.map((e) => e.bidderId)).size).toBe(entries.length);
          expect(entries.length).toBe(new Set(burst.map(([who]) => who.userId)).size);
          expect(results.filter((r) => r.ok)).toHaveLength(entries.length);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('awards to a maximal bid, the earliest among equals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.tuple(investor, fc.integer({ min: 1, max: 3 })), {
          selector: ([who]) => who.userId,
        }),
        async (bids) => {
          const w = await biddingWorld();
          const bidId = (await openLoans(w, ['loan-1'], HOUR))['loan-1']!;
          for (const [who, amount] of bids) {
            await placeBid(w.deps, who, { bidId, bidderId: who.userId, amount });
            w.clock.advance(1);
          }
          w.clock.set(at(HOUR));
          await closeExpiredBids(w.deps, SYSTEM_ACTOR);
          const top = Math.max(0, ...bids.map(([, amount]) => amount));
          const expected = bids.find(([, amount]) => amount === top)?.[0].userId ?? null;
          expect((await w.read().bids.get(bidId))?.winnerId).toBe(expected);
        },
      ),
      { numRuns: 60 },
    );
  });
});
