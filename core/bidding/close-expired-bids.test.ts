import { describe, expect, it } from 'vitest';
import { unwrap } from '../errors/result';
import { SYSTEM_ACTOR } from '../permissions/actor';
import { patchStores } from '../testing/patch-stores';
import { closeExpiredBids } from './close-expired-bids';
import { placeBid } from './place-bid';
import { at, biddingWorld, HOUR, INVESTORS, LENDER, openLoans } from './testing/bidding-world';

const [alder, birch, cedar] = INVESTORS;
type World = Awaited<ReturnType<typeof biddingWorld>>;
const bid = async (w: World, bidId: string, actor: (typeof INVESTORS)[number], amount: number) =>
  unwrap(await placeBid(w.deps, actor, { bidId, bidderId: actor.userId, amount }));

describe('closing expired bids', () => {
  it('awards each expired bid to the highest amount, or returns the loan to listed when nobody bid', async () => {
    const w = await biddingWorld();
    const ids = await openLoans(w, ['loan-1', 'loan-2'], HOUR);
    await bid(w, ids['loan-1']!, alder, 500);
    await bid(w, ids['loan-1']!, birch, 700);
    w.clock.advance(HOUR);
    expect(unwrap(await closeExpiredBids(w.deps, SYSTEM_ACTOR))).toEqual({
      total: 2,
      closed: 2,
      awarded: 1,
      unsold: 1,
      batches: 1,
    });

    const read = w.read();
    expect(await read.bids.get(ids['loan-1']!)).toMatchObject({
      status: 'closed',
      winnerId: birch.userId,
      winningAmountCents: 70_000,
      closedAt: at(HOUR),
    });
    expect((await read.bids.entriesFor(ids['loan-1']!)).map((e) => [e.bidderId, e.bought])).toEqual([
      [alder.userId, false],
      [birch.userId, true],
    ]);
    expect((await read.loans.get('loan-1'))?.status).toBe('awarded');
    expect((await read.loans.get('loan-2'))?.status).toBe('listed');
    expect(await read.bids.awardsForLoans(['loan-1', 'loan-2'])).toEqual([
      {
        loanId: 'loan-1',
        bidId: ids['loan-1'],
        winnerId: birch.userId,
        amountCents: 70_000,
        closedAt: at(HOUR),
      },
    ]);
    const notes = w.outbox().filter((m) => m.channel === 'notification');
    expect(notes.map((m) => [m.to, m.notificationType, m.data?.loanId])).toEqual([
      [alder.userId, 'bidLost', 'loan-1'],
      [birch.userId, 'bidWon', 'loan-1'],
      [LENDER.userId, 'afterClosure', 'loan-1'],
      [LENDER.userId, 'afterClosure', 'loan-2'],
    ]);
    expect(notes.every((m) => m.data?.tapeName === 'Spring Tape')).toBe(true);
    // Texts name the loan by its number and tape, never by a platform id.
    expect(notes.map((m) => m.body)).toEqual([
      'Bidding on loan LN-loan-1 (Spring Tape) closed at $700.00.',
      'Bidding on loan LN-loan-1 (Spring Tape) closed at $700.00.',
      'Bidding on loan LN-loan-1 (Spring Tape) closed at $700.00.',
      'Bidding on loan LN-loan-2 (Spring Tape) closed without a sale.',
    ]);
    for (const id of Object.values(ids)) expect(notes.some((m) => m.body.includes(id))).toBe(false);
    const closes = w.audit().filter((e) => e.type === 'bid.awarded' || e.type === 'bid.closed_unsold');
    expect(closes.map((e) => [e.type, e.actorId, e.data.loanId])).toEqual([
      ['bid.awarded', SYSTEM_ACTOR.userId, 'loan-1'],
      ['bid.closed_unsold', SYSTEM_ACTOR.userId, 'loan-2'],
    ]);
  });

  it('opens the pending purchase approval of each award for the loan’s owner', async () => {
    const w = await biddingWorld();
    const ids = await openLoans(w, ['loan-1', 'loan-2'], HOUR);
    await bid(w, ids['loan-1']!, alder, 500);
    w.clock.advance(HOUR);
    unwrap(await closeExpiredBids(w.deps, SYSTEM_ACTOR));
    const rows = await w.read().approvals.purchaseApprovalsForLoans(['loan-1', 'loan-2']);
    expect(rows).toEqual([
      expect.objectContaining({
        bidId: ids['loan-1'],
        loanId: 'loan-1',
        creatorBidCents: 50_000,
        isApproved: 'false',
        status: 'pending',
        approverId: LENDER.userId,
        ownerId: alder.userId,
        createdAt: at(HOUR),
      }),
    ]);
  });

  it('awards nothing when the purchase approval cannot be written: one transaction', async () => {
    const w = await biddingWorld();
    const ids = await openLoans(w, ['loan-1'], HOUR);
    await bid(w, ids['loan-1']!, alder, 500);
    w.clock.advance(HOUR);
    const failing = patchStores(w.deps, (s) => ({
      approvals: {
        ...s.approvals,
        insertPurchaseApprovals: async () => {
          throw new Error('disk full');
        },
      },
    }));
    await expect(closeExpiredBids(failing, SYSTEM_ACTOR)).rejects.toThrow('disk full');
    const read = w.read();
    expect((await read.bids.get(ids['loan-1']!))?.status).toBe('open');
    expect((await read.loans.get('loan-1'))?.status).toBe('bidding');
    expect(await read.bids.awardsForLoans(['loan-1'])).toEqual([]);
    expect(w.outbox().filter((m) => m.notificationType === 'bidWon')).toEqual([]);
    expect(w.audit().filter((e) => e.type === 'bid.awarded')).toEqual([]);
  });

  it('breaks a tie in favour of the earliest bid', async () => {
    const w = await biddingWorld();
    const ids = await openLoans(w, ['loan-1'], HOUR);
    await bid(w, ids['loan-1']!, cedar, 600);
    w.clock.advance(1000);
    await bid(w, ids['loan-1']!, alder, 600);
    w.clock.set(at(HOUR));
    unwrap(await closeExpiredBids(w.deps, SYSTEM_ACTOR));
    expect((await w.read().bids.get(ids['loan-1']!))?.winnerId).toBe(cedar.userId);
  });

  it('leaves bids open until validTill, then closes them at exactly validTill', async () => {
    const w = await biddingWorld();
    await openLoans(w, ['loan-1'], HOUR);
    w.clock.set(at(HOUR - 1));
    expect(unwrap(await closeExpiredBids(w.deps, SYSTEM_ACTOR)).closed).toBe(0);
    w.clock.set(at(HOUR));
    expect(unwrap(await closeExpiredBids(w.deps, SYSTEM_ACTOR)).closed).toBe(1);
  });

  it('closes as of an earlier instant, but refuses one ahead of the clock (no auction ends early)', async () => {
    const w = await biddingWorld();
    const ids = await openLoans(w, ['loan-1'], HOUR);
    w.clock.set(at(2 * HOUR));
    expect(await closeExpiredBids(w.deps, SYSTEM_ACTOR, { now: at(3 * HOUR) })).toMatchObject({
      ok: false,
      error: { code: 'BID.CLOSE_IN_FUTURE', message: 'Bids can only be closed as of now or an earlier time' },
    });
    expect(unwrap(await closeExpiredBids(w.deps, SYSTEM_ACTOR, { now: at(HOUR - 1) })).closed).toBe(0);
    const closed = unwrap(await closeExpiredBids(w.deps, SYSTEM_ACTOR, { now: at(HOUR) }));
    expect(closed.closed).toBe(1);
    expect((await w.read().bids.get(ids['loan-1']!))?.closedAt).toBe(at(HOUR));
  });

  it('works in batches and reports progress after each', async () => {
    const w = await biddingWorld({ loanCount: 5 });
    await openLoans(w, w.loanIds, HOUR);
    w.clock.advance(HOUR);
    const seen: unknown[] = [];
    const r = unwrap(
      await closeExpiredBids(w.deps, SYSTEM_ACTOR, { batchSize: 2, onProgress: (p) => seen.push(p) }),
    );
    expect(seen).toEqual([
      { total: 5, closed: 2, awarded: 0, unsold: 2, batches: 1 },
      { total: 5, closed: 4, awarded: 0, unsold: 4, batches: 2 },
      { total: 5, closed: 5, awarded: 0, unsold: 5, batches: 3 },
    ]);
    expect(r).toEqual(seen.at(-1));
  });

  it('closes unsold when the loan left bidding meanwhile, telling every bidder they lost', async () => {
    const w = await biddingWorld();
    const ids = await openLoans(w, ['loan-1'], HOUR);
    await bid(w, ids['loan-1']!, alder, 500);
    await w.read().loans.setStatus('loan-1', 'bidding', 'listed', at(1));
    w.clock.advance(HOUR);
    expect(unwrap(await closeExpiredBids(w.deps, SYSTEM_ACTOR))).toMatchObject({ awarded: 0, unsold: 1 });
    expect(w.audit().at(-1)).toMatchObject({
      type: 'bid.closed_unsold',
      data: { reason: 'loan_unavailable', bidCount: 1 },
    });
    expect(
      w
        .outbox()
        .filter((m) => m.notificationType === 'bidLost')
        .map((m) => m.to),
    ).toEqual([alder.userId]);
    expect(w.db.table('awards').size).toBe(0);
  });

  it('refuses anyone but the platform operator, and malformed options', async () => {
    const w = await biddingWorld();
    expect(await closeExpiredBids(w.deps, LENDER)).toMatchObject({
      ok: false,
      error: {
        kind: 'forbidden',
        code: 'PERMISSION.OPERATOR',
        message: 'Only the platform operator can close expired bids.',
      },
    });
    expect(await closeExpiredBids(w.deps, SYSTEM_ACTOR, { now: 'yesterday' })).toMatchObject({
      ok: false,
      error: { code: 'BID.INVALID_REQUEST' },
    });
    expect(await closeExpiredBids(w.deps, SYSTEM_ACTOR, { batchSize: 0 })).toMatchObject({
      ok: false,
      error: { code: 'BID.INVALID_REQUEST' },
    });
  });
});
