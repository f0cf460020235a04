import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import { APPROVAL_MESSAGES } from '../../../../core/transfer/approval.errors';
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

describe('the owner decides', () => {
  it("approves ('Loans are being processed'), locks the price, and completes through the automation", async () => {
    const res = await w.approve([w.rowIds[0]!, w.rowIds[1]!], { 'idempotency-key': 'approve-rows' });
    expect(await json(res)).toMatchObject({
      statusText: MESSAGES.loansBeingProcessed,
      toast: MESSAGES.loansBeingProcessed,
    });
    expect(
      (await w.approve([w.rowIds[0]!, w.rowIds[1]!], { 'idempotency-key': 'approve-rows' })).headers.get(
        'idempotent-replayed',
      ),
    ).toBe('true');
    expect(await refusal(await w.approve([w.rowIds[0]!]))).toEqual([422, APPROVAL_MESSAGES.inProgress]);
    expect(await refusal(await w.reject([w.rowIds[0]!]))).toEqual([422, APPROVAL_MESSAGES.inProgress]);
    const locked = await w
      .as('investor')
      .post('/price_send_lender', { stakeholderMapPricesArray: [{ _id: w.rowIds[0], bidPrice: 1 }] });
    expect(await refusal(locked)).toEqual([422, APPROVAL_MESSAGES.priceLocked]);
    const done = await w
      .as('investor')
      .post('/stakeholder_run_automation', { stakeholderMapIds: [w.rowIds[0], w.rowIds[1]] });
    expect((await json<{ data: Json[] }>(done)).data.map((r) => [r.status, r.isAccepted])).toEqual([
      ['closed', 'true'],
      ['closed', 'true'],
    ]);
    const again = await w
      .as('investor')
      .post('/stakeholder_run_automation', { stakeholderMapIds: [w.rowIds[0]] });
    expect(await refusal(again)).toEqual([422, APPROVAL_MESSAGES.notProcessing]);
  });

  it("rejects: the server answers 'price accepted successfully' and the screen shows 'Loan rejected'", async () => {
    const res = await w.reject([w.rowIds[2]!]);
    expect(await json(res)).toMatchObject({
      statusText: MESSAGES.priceAcceptedSuccessfully,
      toast: MESSAGES.loanRejected,
      data: [{ _id: w.rowIds[2], status: 'closed', isAccepted: 'false' }],
    });
    const notReject = await w
      .as('lender')
      .post('/accept_price', { stakeholderMapPricesArray: [{ _id: w.rowIds[1], status: 'true' }] });
    expect(notReject.status).toBe(400);
  });

  it('refuses retained loans, loans on the platform, own rows, a forged userId and a non-approval', async () => {
    expect(
      await json(await w.as('lender').post('/stakeholder_retain', { stakeholderMapIdArray: [w.rowIds[0]] })),
    ).toMatchObject({ statusText: MESSAGES.updatedSuccessfully });
    expect(await refusal(await w.approve([w.rowIds[0]!]))).toEqual([
      422,
      APPROVAL_MESSAGES.retainedOrOnPlatform,
    ]);
    const until = new Date(w.clock.now().getTime() + DAY).toISOString();
    expect(
      (await w.as('lender').post('/open_for_bidding', { loanIds: [w.loans[1]!.id], validTill: until }))
        .status,
    ).toBe(201);
    expect(await refusal(await w.reject([w.rowIds[1]!]))).toEqual([
      422,
      APPROVAL_MESSAGES.retainedOrOnPlatform,
    ]);
    const own = await w
      .as('investor')
      .post('/accept_in_transit_Loans', { stakeholderMapIdArray: [w.rowIds[2]], approval: 'true' });
    expect(await refusal(own)).toEqual([422, APPROVAL_MESSAGES.ownRows]);
    const forged = await w.as('lender').post('/accept_in_transit_Loans', {
      stakeholderMapIdArray: [w.rowIds[2]],
      approval: 'true',
      userId: 'investor-1',
    });
    expect(await refusal(forged)).toEqual([403, IDENTITY_MISMATCH_MESSAGE]);
    const no = await w
      .as('lender')
      .post('/accept_in_transit_Loans', { stakeholderMapIdArray: [w.rowIds[2]], approval: 'false' });
    expect(await refusal(no)).toEqual([400, MESSAGES.invalidRequest]);
    expect((await w.anonymous().post('/accept_price', { stakeholderMapPricesArray: [] })).status).toBe(401);
  });
});
