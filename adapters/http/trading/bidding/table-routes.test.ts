import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import { json } from '../testing/test-client';
import { DAY, HOUR, type TradingWorld, tradingWorld } from '../testing/trading-world';

type Rows = {
  statusText: string;
  data: { docs: { bidId: string; outcome: string | null; loanData: { fico_score: number } }[] };
};

describe('bidding table and bids placed', () => {
  let w: TradingWorld;
  let bidIds: string[];

  beforeEach(async () => {
    w = await tradingWorld();
    const loans = await w.seedTape({ tapeName: 'Spring', count: 3 });
    const now = w.clock.now().getTime();
    // One bid closes in two days, one in two hours, one in five hours (spec §4 time buckets).
    bidIds = [
      (await w.seedBids([loans[0]!.id], new Date(now + 2 * DAY).toISOString()))[0]!.id,
      (await w.seedBids([loans[1]!.id], new Date(now + 2 * HOUR).toISOString()))[0]!.id,
      (await w.seedBids([loans[2]!.id], new Date(now + 5 * HOUR).toISOString()))[0]!.id,
    ];
  });
  afterEach(() => w.close());

  it("answers 'There is no loan data ready to bid !' when nothing is open", async () => {
    const empty = await tradingWorld();
    const body = await json<Rows>(await empty.as('investor').get('/bidding_table?bidderId=investor-1'));
    expect(body).toMatchObject({ success: true, statusText: MESSAGES.noLoanDataToBid, data: { docs: [] } });
    await empty.close();
  });

  it('lists every open bid for the investor, sorted by time bucket', async () => {
    const body = await json<Rows>(await w.as('investor').get('/bidding_table?bidderId=investor-1'));
    // Under a day (2 h, then 5 h: soonest first), then over a day.
    expect(body.data.docs.map((d) => d.bidId)).toEqual([bidIds[1], bidIds[2], bidIds[0]]);
    expect(body.data.docs.every((d) => d.outcome === null)).toBe(true);
  });

  it('filters with the §3 payload: a range applies only with both ends', async () => {
    const ficos = (
      await json<Rows>(await w.as('investor').get('/bidding_table?bidderId=investor-1'))
    ).data.docs.map((d) => d.loanData.fico_score);
    const low = Math.min(...ficos);
    const filtered = await w
      .as('investor')
      .post('/bidding_table', { bidderId: 'investor-1', ficoRange: [low, low] });
    expect((await json<Rows>(filtered)).data.docs.map((d) => d.loanData.fico_score)).toEqual([low]);
    const halfOpen = await w
      .as('investor')
      .post('/bidding_table', { bidderId: 'investor-1', ficoRange: [low, null] });
    expect((await json<Rows>(halfOpen)).data.docs).toHaveLength(3);
    const mine = await w.as('investor').post('/bidding_table', { bidderId: 'investor-1', outcome: 'none' });
    expect((await json<Rows>(mine)).data.docs).toHaveLength(3);
  });

  it('refuses a bidderId or userId naming someone else with 403', async () => {
    expect((await w.as('investor').get('/bidding_table?bidderId=investor-2')).status).toBe(403);
    expect((await w.as('investor').post('/bidding_table', { bidderId: 'investor-2' })).status).toBe(403);
    expect((await w.as('investor').post('/view_After_Bidding', { userId: 'investor-2' })).status).toBe(403);
  });

  it('refuses non-bidders with 403 and callers without a session with 401', async () => {
    expect((await w.as('lender').get('/bidding_table?bidderId=lender-1')).status).toBe(403);
    expect((await w.anonymous().get('/bidding_table?bidderId=investor-1')).status).toBe(401);
    expect((await w.anonymous().post('/view_After_Bidding', { userId: 'investor-1' })).status).toBe(401);
  });

  it('lists the bids placed newest first with Won / Lost after the close', async () => {
    await w.as('investor').post('/place_bid', { bidId: bidIds[0], bidderId: 'investor-1', amount: 100 });
    w.clock.advance(60_000);
    await w.as('investor').post('/place_bid', { bidId: bidIds[1], bidderId: 'investor-1', amount: 100 });
    await w.as('investor2').post('/place_bid', { bidId: bidIds[1], bidderId: 'investor-2', amount: 900 });
    const open = await json<{ data: { bidId: string; outcome: string }[] }>(
      await w.as('investor').post('/view_After_Bidding', { userId: 'investor-1' }),
    );
    expect(open.data.map((d) => [d.bidId, d.outcome])).toEqual([
      [bidIds[1], 'Pending'],
      [bidIds[0], 'Pending'],
    ]);
    await w.closeBidsAfter(3 * DAY);
    const closed = await json<{ data: { bidId: string; outcome: string }[] }>(
      await w.as('investor').post('/view_After_Bidding', { userId: 'investor-1' }),
    );
    expect(closed.data.map((d) => d.outcome)).toEqual(['Lost', 'Won']);
  });
});
