import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/messages';
import { unwrap } from '../errors/result';
import type { Actor } from '../permissions/actor';
import { patchStores } from '../testing/patch-stores';
import { placeBid } from './place-bid';
import { biddingWorld, DAY, HOUR, INVESTORS, LENDER, openLoans } from './testing/bidding-world';

const [alder, birch] = INVESTORS;
const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error?.code);

/** Closes a bid directly in the store, as a racing closer would. */
const closeUnsold = (w: Awaited<ReturnType<typeof biddingWorld>>, bidId: string) =>
  w.deps.uow.run((s) =>
    s.bids.close(bidId, { closedAt: w.clock.now().toISOString(), winnerId: null, winningAmountCents: null }),
  );

async function withOpenBid(endsIn = DAY) {
  const w = await biddingWorld();
  const bids = await openLoans(w, ['loan-1'], endsIn);
  const bidId = bids['loan-1']!;
  const place = (actor: Actor, amount: unknown, bidderId = actor.userId) =>
    placeBid(w.deps, actor, { bidId, bidderId, amount });
  return { w, bidId, place };
}

describe('placing a bid', () => {
  it("records the investor's amount in cents, says 'Created Successfully' and audits it", async () => {
    const { w, bidId, place } = await withOpenBid();
    const r = unwrap(await place(alder, '1,500.25'));
    expect(r.message).toBe(MESSAGES.bidCreated);
    expect(r.entry).toEqual({
      bidId,
      bidderId: alder.userId,
      amountCents: 150_025,
      placedAt: w.clock.now().toISOString(),
      bought: false,
    });
    expect(await w.read().bids.entriesFor(bidId)).toEqual([r.entry]);
    expect(w.audit().at(-1)).toMatchObject({
      type: 'bid.placed',
      actorId: alder.userId,
      subjectId: bidId,
      data: { amountCents: 150_025 },
    });
  });

  it('refuses anyone but an investor, and an investor bidding in someone else’s name', async () => {
    const { place } = await withOpenBid();
    expect(await place(LENDER, 100)).toMatchObject({
      error: { code: 'PERMISSION.PERSONA', message: 'Lender users cannot bid on loans.' },
    });
    expect(code(await place(alder, 100, birch.userId))).toBe('BID.NOT_YOURSELF');
  });

  it('refuses bad amounts with the spec’s submit messages', async () => {
    const { place } = await withOpenBid();
    for (const amount of [0, -10, 'ten', '']) {
      expect(await place(alder, amount)).toMatchObject({
        ok: false,
        error: { message: MESSAGES.enterValidPositiveAmount },
      });
    }
    for (const amount of [0.99, 1.001]) {
      expect(await place(alder, amount)).toMatchObject({
        ok: false,
        error: { message: MESSAGES.invalidInput },
      });
    }
    expect(code(await place(alder, 1))).toBe('ok');
  });

  it('refuses an unknown bid and a malformed request', async () => {
    const { w } = await withOpenBid();
    expect(code(await placeBid(w.deps, alder, { bidId: 'nope', bidderId: alder.userId, amount: 5 }))).toBe(
      'BID.NOT_FOUND',
    );
    expect(code(await placeBid(w.deps, alder, { bidId: '', bidderId: alder.userId, amount: 5 }))).toBe(
      'BID.INVALID_REQUEST',
    );
  });

  it('refuses a bid on one’s own loan', async () => {
    const { place } = await withOpenBid();
    // The seller now acting as an investor (the persona follows the wallet) still cannot bid on it.
    const sellerAsInvestor: Actor = { ...LENDER, persona: 'investor' };
    expect(await place(sellerAsInvestor, 100)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', code: 'BID.OWN_LOAN' },
    });
  });

  it('refuses a bid at validTill and after it, but takes one a millisecond before', async () => {
    const { w, place } = await withOpenBid(HOUR);
    w.clock.advance(HOUR - 1);
    expect(code(await place(alder, 100))).toBe('ok');
    w.clock.advance(1);
    expect(await place(birch, 100)).toMatchObject({
      ok: false,
      error: { kind: 'rule_violation', code: 'BID.EXPIRED' },
    });
  });

  it('refuses a second bid from the same bidder, even when both are sent at once', async () => {
    const { w, bidId, place } = await withOpenBid();
    const both = await Promise.all([place(alder, 100), place(alder, 200)]);
    expect(both.map(code).sort()).toEqual(['BID.ALREADY_PLACED', 'ok']);
    expect(await place(alder, 300)).toMatchObject({
      ok: false,
      error: { kind: 'conflict', code: 'BID.ALREADY_PLACED' },
    });
    expect(await w.read().bids.entriesFor(bidId)).toHaveLength(1);
  });

  it('refuses a bid once the bid is closed', async () => {
    const { w, bidId, place } = await withOpenBid(HOUR);
    await closeUnsold(w, bidId);
    expect(code(await place(alder, 100))).toBe('BID.CLOSED');
  });

  it('trusts the store over a stale read when a racing placement or close got there first', async () => {
    const { w, bidId, place } = await withOpenBid();
    unwrap(await place(alder, 100));
    // What a transaction could read before the racing one committed: the bid open, no entries.
    const staleDeps = patchStores(w.deps, (s) => ({
      bids: {
        ...s.bids,
        get: async (id) => {
          const bid = await s.bids.get(id);
          return bid && { ...bid, status: 'open' as const };
        },
        entriesFor: async () => [],
      },
    }));
    const again = (actor: Actor) =>
      placeBid(staleDeps, actor, { bidId, bidderId: actor.userId, amount: 300 });
    expect(code(await again(alder))).toBe('BID.ALREADY_PLACED');
    await closeUnsold(w, bidId);
    expect(code(await again(birch))).toBe('BID.CLOSED');
    expect(await w.read().bids.entriesFor(bidId)).toHaveLength(1);
    expect(w.audit().filter((e) => e.type === 'bid.placed')).toHaveLength(1);
  });
});
