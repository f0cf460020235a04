import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import type { Loan } from '../../../../core/loans/loan';
import { json } from '../testing/test-client';
import { DAY, type TradingWorld, tradingWorld } from '../testing/trading-world';

describe('POST /api/open_for_bidding', () => {
  let w: TradingWorld;
  let loans: Loan[];
  const tomorrow = () => new Date(w.clock.now().getTime() + DAY).toISOString();

  beforeEach(async () => {
    w = await tradingWorld();
    loans = await w.seedTape({ tapeName: 'Spring', count: 3 });
  });
  afterEach(() => w.close());

  it("opens the lender's loans and emails every investor once", async () => {
    const ids = [loans[0]!.id, loans[1]!.id];
    const res = await w.as('lender').post('/open_for_bidding', { loanIds: ids, validTill: tomorrow() });
    expect(res.status).toBe(201);
    const body = await json<{ statusText: string; data: { bids: { loan_id: string }[]; emailed: number } }>(
      res,
    );
    expect(body.statusText).toBe(MESSAGES.loanOpenForBidding);
    expect(body.data.bids.map((b) => b.loan_id)).toEqual(ids);
    expect(body.data.emailed).toBe(2);
    const mails = (await w.outbox()).filter(
      (m) => m.channel === 'email' && m.notificationType === 'submitBid',
    );
    expect(mails.map((m) => m.to).sort()).toEqual(['investor-1@example.test', 'investor-2@example.test']);
    const seen = await json(await w.as('investor').get('/bidding_table?bidderId=investor-1'));
    expect(seen).toMatchObject({ data: { docs: [{ canBid: true }, { canBid: true }] } });
  });

  it('refuses a validTill that is not in the future', async () => {
    const res = await w
      .as('lender')
      .post('/open_for_bidding', { loanIds: [loans[0]!.id], validTill: w.clock.now().toISOString() });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe('The bidding end time must be in the future');
  });

  it('refuses an empty selection', async () => {
    const res = await w.as('lender').post('/open_for_bidding', { loanIds: [], validTill: tomorrow() });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe('Please select at least one loan');
  });

  it('refuses a loan already open for bidding', async () => {
    await w.seedBids([loans[0]!.id]);
    const res = await w
      .as('lender')
      .post('/open_for_bidding', { loanIds: [loans[0]!.id], validTill: tomorrow() });
    expect(res.status).toBe(422);
    expect((await json(res)).error).toBe('This loan is not available to open for bidding');
  });

  it("refuses another lender's loans with 403 and unknown loans with 404", async () => {
    const other = await w
      .as('otherLender')
      .post('/open_for_bidding', { loanIds: [loans[0]!.id], validTill: tomorrow() });
    expect(other.status).toBe(403);
    expect((await json(other)).error).toBe('You can only open your own loans for bidding');
    const unknown = await w
      .as('lender')
      .post('/open_for_bidding', { loanIds: ['nope'], validTill: tomorrow() });
    expect(unknown.status).toBe(404);
  });

  it('refuses investors (only lenders open loans) and callers without a session', async () => {
    expect(
      (await w.as('investor').post('/open_for_bidding', { loanIds: [loans[0]!.id], validTill: tomorrow() }))
        .status,
    ).toBe(403);
    expect(
      (await w.anonymous().post('/open_for_bidding', { loanIds: [loans[0]!.id], validTill: tomorrow() }))
        .status,
    ).toBe(401);
  });

  it("refuses a validTill that is not a date with 'Invalid request'", async () => {
    const res = await w
      .as('lender')
      .post('/open_for_bidding', { loanIds: [loans[0]!.id], validTill: 'soon' });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe(MESSAGES.invalidRequest);
  });
});
