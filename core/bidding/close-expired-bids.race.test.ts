import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../errors/result';
import { SYSTEM_ACTOR } from '../permissions/actor';
import { patchStores } from '../testing/patch-stores';
import type { Bid } from './bid';
import { closeExpiredBids } from './close-expired-bids';
import { placeBid } from './place-bid';
import { at, biddingWorld, DAY, HOUR, INVESTORS, openLoans } from './testing/bidding-world';

const [alder] = INVESTORS;
type World = Awaited<ReturnType<typeof biddingWorld>>;
const bid = async (w: World, bidId: string, actor: (typeof INVESTORS)[number], amount: number) =>
  unwrap(await placeBid(w.deps, actor, { bidId, bidderId: actor.userId, amount }));
const snapshot = (w: World) =>
  Object.fromEntries(
    ['bids', 'bidEntries', 'awards', 'outbox', 'audit', 'loans'].map((t) => [t, w.db.table(t).all()]),
  );

describe('closing expired bids again, or at the same time', () => {
  it('changes nothing when run a second time', async () => {
    const w = await biddingWorld();
    const ids = await openLoans(w, ['loan-1', 'loan-2'], HOUR);
    await bid(w, ids['loan-1']!, alder, 500);
    w.clock.advance(DAY);
    unwrap(await closeExpiredBids(w.deps, SYSTEM_ACTOR));
    const before = snapshot(w);
    expect(unwrap(await closeExpiredBids(w.deps, SYSTEM_ACTOR))).toEqual({
      total: 0,
      closed: 0,
      awarded: 0,
      unsold: 0,
      batches: 0,
    });
    expect(snapshot(w)).toEqual(before);
  });

  it('awards a bid once when two closers run at the same time', async () => {
    const w = await biddingWorld({ loanCount: 5 });
    const ids = await openLoans(w, w.loanIds, HOUR);
    for (const loanId of w.loanIds) await bid(w, ids[loanId]!, alder, 100);
    w.clock.advance(HOUR);
    const [a, b] = await Promise.all([
      closeExpiredBids(w.deps, SYSTEM_ACTOR, { batchSize: 2 }),
      closeExpiredBids(w.deps, SYSTEM_ACTOR, { batchSize: 2 }),
    ]);
    expect(unwrap(a).awarded + unwrap(b).awarded).toBe(5);
    expect(w.db.table('awards').size).toBe(5);
    expect(w.outbox().filter((m) => m.notificationType === 'bidWon')).toHaveLength(5);
  });

  it('property: closing twice changes nothing the second time', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            loan: fc.integer({ min: 0, max: 2 }),
            who: fc.integer({ min: 0, max: 2 }),
            amount: fc.integer({ min: 1, max: 50 }),
          }),
          { maxLength: 6 },
        ),
        fc.integer({ min: 0, max: 2 * HOUR }),
        async (placements, closeAt) => {
          const w = await biddingWorld();
          const ids = await openLoans(w, w.loanIds, HOUR);
          for (const p of placements) {
            const investor = INVESTORS[p.who]!;
            await placeBid(w.deps, investor, {
              bidId: ids[w.loanIds[p.loan]!]!,
              bidderId: investor.userId,
              amount: p.amount,
            });
          }
          w.clock.set(at(closeAt));
          unwrap(await closeExpiredBids(w.deps, SYSTEM_ACTOR));
          const before = snapshot(w);
          expect(unwrap(await closeExpiredBids(w.deps, SYSTEM_ACTOR)).closed).toBe(0);
          expect(snapshot(w)).toEqual(before);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('ignores a stale claim of a bid another closer already closed', async () => {
    const w = await biddingWorld();
    const ids = await openLoans(w, ['loan-1'], HOUR);
    await bid(w, ids['loan-1']!, alder, 500);
    w.clock.advance(HOUR);
    // A claim that does not lock: it hands out what it saw first, even after that was closed.
    let firstClaim: Bid[] | null = null;
    const stale = patchStores(w.deps, (s) => ({
      bids: {
        ...s.bids,
        claimExpiredOpen: async (now, limit) => {
          firstClaim ??= await s.bids.claimExpiredOpen(now, limit);
          return firstClaim;
        },
      },
    }));
    expect(unwrap(await closeExpiredBids(stale, SYSTEM_ACTOR))).toMatchObject({ closed: 1, awarded: 1 });
    const before = snapshot(w);
    expect(unwrap(await closeExpiredBids(stale, SYSTEM_ACTOR))).toMatchObject({
      closed: 0,
      awarded: 0,
      batches: 1,
    });
    expect(snapshot(w)).toEqual(before);
  });
});
