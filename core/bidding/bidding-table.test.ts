import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/messages';
import { unwrap } from '../errors/result';
import { SYSTEM_ACTOR } from '../permissions/actor';
import { biddingTable } from './bidding-table';
import { closeExpiredBids } from './close-expired-bids';
import { placeBid } from './place-bid';
import { aLoan, biddingWorld, DAY, HOUR, INVESTORS, LENDER, openLoans } from './testing/bidding-world';
import { viewAfterBidding } from './view-after-bidding';

const [alder, birch] = INVESTORS;
const MINUTE = 60_000;

/** loan-1 ends in 3 days, loan-2 in 5 hours, loan-3 in 30 minutes; Alder bid 500 and Birch 400 on loan-2. */
async function market() {
  const w = await biddingWorld();
  const ids = {
    ...(await openLoans(w, ['loan-1'], 3 * DAY)),
    ...(await openLoans(w, ['loan-2'], 5 * HOUR)),
    ...(await openLoans(w, ['loan-3'], 30 * MINUTE)),
  };
  unwrap(await placeBid(w.deps, alder, { bidId: ids['loan-2']!, bidderId: alder.userId, amount: 500 }));
  unwrap(await placeBid(w.deps, birch, { bidId: ids['loan-2']!, bidderId: birch.userId, amount: 400 }));
  const table = async (actor = alder, extra: object = {}) =>
    unwrap(await biddingTable(w.deps, actor, { bidderId: actor.userId, ...extra }));
  return { w, ids, table };
}

describe("a bidder's bidding table", () => {
  it('lists open bids in time-bucket order with the bidder’s amount, outcome, expire-in and greying', async () => {
    const { table } = await market();
    const { rows, emptyMessage } = await table();
    expect(emptyMessage).toBeNull();
    expect(
      rows.map((r) => [
        r.loanId,
        r.expireIn.text,
        r.expireIn.colour,
        r.bidAmountCents,
        r.outcome,
        r.greyed,
        r.canBid,
      ]),
    ).toEqual([
      ['loan-2', '5 hours', 'amber', 50_000, 'Pending', false, false],
      ['loan-1', '3 days', 'green', null, null, true, true],
      ['loan-3', '30 minutes', 'amber', null, null, true, true],
    ]);
    expect(rows[0]).toMatchObject({
      loanNumber: 'LN-loan-2',
      tapeName: 'Spring Tape',
      loanAmountCents: 25_100_000,
      status: 'open',
    });
  });

  it('never carries borrower data', async () => {
    const { table } = await market();
    const { rows } = await table();
    const { firstName, lastName } = aLoan('any').borrower;
    expect(JSON.stringify(rows)).not.toMatch(new RegExp(`borrower|${firstName}|${lastName}`, 'i'));
  });

  it('keeps closed bids the bidder took part in, as Won or Lost, and drops the rest', async () => {
    const { w, table } = await market();
    w.clock.advance(4 * DAY);
    unwrap(await closeExpiredBids(w.deps, SYSTEM_ACTOR));
    expect(
      (await table(alder)).rows.map((r) => [r.loanId, r.status, r.outcome, r.expireIn.text, r.greyed]),
    ).toEqual([['loan-2', 'closed', 'Won', 'Expired', true]]);
    expect((await table(birch)).rows.map((r) => [r.loanId, r.outcome])).toEqual([['loan-2', 'Lost']]);
    expect((await table(INVESTORS[2])).emptyMessage).toBe(MESSAGES.noLoanDataToBid);
  });

  it('shows open bids past validTill as expired and greyed until the close runs', async () => {
    const { w, table } = await market();
    w.clock.advance(HOUR);
    const expired = (await table()).rows.at(-1);
    expect(expired).toMatchObject({
      loanId: 'loan-3',
      expireIn: { text: 'Expired', colour: 'red' },
      greyed: true,
      canBid: false,
    });
  });

  it('filters by bid status, by outcome, and by the loan filters (ranges only with both ends)', async () => {
    const { table } = await market();
    const loanIds = async (extra: object) => (await table(alder, extra)).rows.map((r) => r.loanId);
    expect(await loanIds({ outcome: 'Pending' })).toEqual(['loan-2']);
    expect(await loanIds({ outcome: 'none' })).toEqual(['loan-1', 'loan-3']);
    expect(await loanIds({ status: 'closed' })).toEqual([]);
    // aLoan gives loan-1 FICO 640, loan-2 657, loan-3 674.
    expect(await loanIds({ filters: { ficoRange: [650, 680] } })).toEqual(['loan-2', 'loan-3']);
    expect(await loanIds({ filters: { ficoRange: [650, null] } })).toEqual(['loan-2', 'loan-1', 'loan-3']);
    expect(await loanIds({ filters: { tapeName: 'Other Tape' } })).toEqual([]);
  });

  it('leaves out the bidder’s own loans', async () => {
    const { table } = await market();
    expect((await table({ ...LENDER, persona: 'investor' })).rows).toEqual([]);
  });

  it('refuses non-investors, another bidder’s table and bad filters', async () => {
    const { w } = await market();
    expect(await biddingTable(w.deps, LENDER, { bidderId: LENDER.userId })).toMatchObject({
      ok: false,
      error: { code: 'PERMISSION.PERSONA', message: 'Lender users cannot see the bidding table.' },
    });
    expect(await biddingTable(w.deps, alder, { bidderId: birch.userId })).toMatchObject({
      ok: false,
      error: { code: 'BID.NOT_YOURSELF' },
    });
    expect(
      (await biddingTable(w.deps, alder, { bidderId: alder.userId, filters: { ficoRange: [700, 600] } })).ok,
    ).toBe(false);
  });
});

describe('view after bidding', () => {
  it("lists the bidder's own bids, newest first, with their outcome", async () => {
    const { w, ids } = await market();
    w.clock.advance(MINUTE);
    unwrap(await placeBid(w.deps, alder, { bidId: ids['loan-1']!, bidderId: alder.userId, amount: 900 }));
    const { rows } = unwrap(await viewAfterBidding(w.deps, alder, { userId: alder.userId }));
    expect(rows.map((r) => [r.loanId, r.bidAmountCents, r.outcome])).toEqual([
      ['loan-1', 90_000, 'Pending'],
      ['loan-2', 50_000, 'Pending'],
    ]);
    expect(
      unwrap(await viewAfterBidding(w.deps, INVESTORS[2], { userId: INVESTORS[2].userId })).rows,
    ).toEqual([]);
  });

  it('refuses non-investors and another user’s bids', async () => {
    const { w } = await market();
    expect(await viewAfterBidding(w.deps, LENDER, { userId: LENDER.userId })).toMatchObject({
      ok: false,
      error: { code: 'PERMISSION.PERSONA' },
    });
    expect(await viewAfterBidding(w.deps, alder, { userId: birch.userId })).toMatchObject({
      ok: false,
      error: { code: 'BID.NOT_YOURSELF' },
    });
  });
});
