import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import { VALIDATION_MESSAGES } from '../../../../core/validation/messages';
import { type Json, json } from '../testing/test-client';
import { DAY, type TradingWorld, tradingWorld } from '../testing/trading-world';

describe('POST /api/place_bid', () => {
  let w: TradingWorld;
  let bidId: string;
  const bid = (over: Json = {}) => ({ bidId, bidderId: 'investor-1', amount: 101000.5, ...over });

  beforeEach(async () => {
    w = await tradingWorld();
    const loans = await w.seedTape({ tapeName: 'Spring', count: 2 });
    [{ id: bidId }] = await w.seedBids([loans[0]!.id]);
  });
  afterEach(() => w.close());

  it("places the investor's bid and answers 'Created Successfully' with the amount in dollars", async () => {
    const res = await w.as('investor').post('/place_bid', bid());
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({
      success: true,
      statusText: MESSAGES.bidCreated,
      data: { bidId, bidderId: 'investor-1', bidAmount: 101000.5 },
    });
    const table = await json(await w.as('investor').get('/bidding_table?bidderId=investor-1'));
    expect(table).toMatchObject({ data: { docs: [{ bidId, bid_amount: 101000.5, outcome: 'Pending' }] } });
  });

  it('refuses a second bid from the same bidder', async () => {
    await w.as('investor').post('/place_bid', bid());
    const res = await w.as('investor').post('/place_bid', bid({ amount: 200000 }));
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({
      code: 'BID.ALREADY_PLACED',
      error: 'You have already placed a bid on this loan',
    });
  });

  it.each([
    ['nothing', undefined, VALIDATION_MESSAGES.enterValidPositiveAmount],
    ['zero', 0, VALIDATION_MESSAGES.enterValidPositiveAmount],
    ['text', 'lots', VALIDATION_MESSAGES.enterValidPositiveAmount],
    ['less than the minimum of 1', 0.5, MESSAGES.invalidInput],
    ['fractions of a cent', '1000.001', MESSAGES.invalidInput],
  ])('refuses an amount of %s with 400 and the spec text', async (_what, amount, text) => {
    const res = await w.as('investor').post('/place_bid', bid({ amount }));
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe(text);
  });

  it("refuses a body without a bid id with 'Invalid request'", async () => {
    const res = await w.as('investor').post('/place_bid', { bidderId: 'investor-1', amount: 10 });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe(MESSAGES.invalidRequest);
  });

  it('answers 404 for an unknown bid', async () => {
    const res = await w.as('investor').post('/place_bid', bid({ bidId: 'nope' }));
    expect(res.status).toBe(404);
    expect((await json(res)).error).toBe('Bid not found');
  });

  it('refuses a bid once validTill has passed, and once the bid is closed', async () => {
    w.clock.advance(DAY);
    const expired = await w.as('investor').post('/place_bid', bid());
    expect(expired.status).toBe(422);
    expect((await json(expired)).error).toBe('Bidding on this loan has expired');
    await w.closeBidsAfter(1);
    const closed = await w.as('investor').post('/place_bid', bid());
    expect(closed.status).toBe(422);
    expect((await json(closed)).error).toBe('Bidding on this loan is closed');
  });

  it('refuses a bidderId naming someone else with 403', async () => {
    const res = await w.as('investor').post('/place_bid', bid({ bidderId: 'investor-2' }));
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({
      code: 'REQUEST.NOT_YOURSELF',
      error: 'You can only act for yourself',
    });
  });

  it('refuses personas that do not bid (the lender, due diligence) with 403', async () => {
    for (const who of ['lender', 'dueDiligence'] as const) {
      const userId = w.actors[who].userId;
      const res = await w.as(who).post('/place_bid', bid({ bidderId: userId }));
      expect(res.status).toBe(403);
    }
  });

  it('answers 401 without a session', async () => {
    const res = await w.anonymous().post('/place_bid', bid());
    expect(res.status).toBe(401);
    expect((await json(res)).error).toBe(MESSAGES.sessionExpired);
  });

  it('replays the first answer for a retry with the same Idempotency-Key', async () => {
    const key = { 'idempotency-key': 'bid-retry-1' };
    const first = await w.as('investor').post('/place_bid', bid(), key);
    const retry = await w.as('investor').post('/place_bid', bid(), key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await json(retry)).toEqual(await json(first));
    const reused = await w.as('investor').post('/place_bid', bid({ amount: 5 }), key);
    expect(reused.status).toBe(409);
  });

  it('takes exactly one of 20 concurrent bids by the same bidder', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => w.as('investor').post('/place_bid', bid({ amount: 1000 + i }))),
    );
    const bodies = await Promise.all(answers.map((r) => json(r)));
    expect(bodies.filter((b) => b.statusText === MESSAGES.bidCreated)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);
    expect(w.failures).toEqual([]);
  });
});
