import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TAPE } from '../diligence/testing/diligence-world';
import { IDENTITY_MISMATCH_MESSAGE } from '../dto/identity';
import { type Json, json } from '../testing/test-client';
import { DAY } from '../testing/trading-world';
import { type PricedWorld, pricedWorld } from './testing/priced-world';

let w: PricedWorld;
beforeEach(async () => {
  w = await pricedWorld();
});
afterEach(() => w.close());

const refusal = async (res: Response) => [res.status, (await json<{ error: string }>(res)).error];

describe('price_send_lender and stakeholder_view', () => {
  it("shows the investor's prices to both sides in the spec §3 row, each with what it may do", async () => {
    const mine = await w.view('investor');
    expect(
      mine.map((r) => [
        r.bidPrice,
        r.status,
        r.isAccepted,
        r.retain,
        r.onPlatform,
        r.selectable,
        r.priceEditable,
      ]),
    ).toEqual([
      [250_000, 'pending', 'false', false, false, false, true],
      [199_999.99, 'pending', 'false', false, false, false, true],
      [0.01, 'pending', 'false', false, false, false, true],
    ]);
    expect(mine[0]).toMatchObject({
      mappingName: 'default',
      validTill: new Date(w.pricedAt.getTime() + 7 * DAY).toISOString(),
    });
    expect(
      (mine[0]!.loanDetails as { digital_contract_attributes: Json[] }).digital_contract_attributes[0],
    ).toEqual({
      name: 'loanamount',
      value: 100_000,
    });
    expect((await w.view('lender')).map((r) => [r.selectable, r.priceEditable])).toEqual([
      [true, false],
      [true, false],
      [true, false],
    ]);
    expect(await w.view('investor2')).toEqual([]);
    // One for the world's stake price, one for these prices, one for each auction ending unsold.
    expect(await w.notified('lender-1')).toEqual([
      'notifyStakeholderPrice',
      'notifyStakeholderPrice',
      ...w.loans.map(() => 'afterClosure'),
    ]);
  });

  it('refuses a forged userId, reviewers sending prices, and callers without a session', async () => {
    expect(
      await refusal(await w.as('investor').post('/stakeholder_view', { userId: 'lender-1', tapeName: TAPE })),
    ).toEqual([403, IDENTITY_MISMATCH_MESSAGE]);
    const firm = await w
      .as('dueDiligence')
      .post('/price_send_lender', { stakeholderMapPricesArray: [{ _id: w.rowIds[0], bidPrice: 1 }] });
    expect(firm.status).toBe(403);
    expect((await w.anonymous().post('/stakeholder_view', { tapeName: TAPE })).status).toBe(401);
  });
});
