import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import { TRANSFER_MESSAGES } from '../../../../core/transfer/transfer.errors';
import { VALIDATION_MESSAGES } from '../../../../core/validation/messages';
import { SERVICERS } from '../../../../core/validation/option-lists';
import { type Json, json } from '../testing/test-client';
import { type SaleWorld, saleWorld, WINNING } from './testing/sale-world';

let w: SaleWorld;
beforeEach(async () => {
  w = await saleWorld();
});
afterEach(() => w.close());

const refusal = async (res: Response) => [res.status, (await json<{ error: string }>(res)).error];

describe('POST /api/repriceLoan', () => {
  it('proposes the winner’s new price, pending the owner’s approval again', async () => {
    await w.approvePurchases();
    const res = await w
      .as('investor')
      .post('/repriceLoan', { loan_id: w.sold[0], reason: 'Appraisal came in low', new_price: '230000.25' });
    expect(res.status).toBe(200);
    expect((await json<{ data: Json }>(res)).data).toMatchObject({
      _id: w.sold[0],
      reason: 'Appraisal came in low',
      previous_price: WINNING[0],
      new_price: 230_000.25,
      isApproved: 'false',
      status: 'pending',
    });
    expect(await w.notified('lender-1')).toContain('notifyLoanRepriced');
    const rows = await json<{ data: { docs: Json[] } }>(await w.as('lender').get('/get_purchase_approval'));
    expect(rows.data.docs.find((r) => (r.loanId as Json)._id === w.sold[0])).toMatchObject({
      creator_bid: 230_000.25,
      isApproved: 'false',
    });
  });

  it("answers the form's messages, one loan only, and refuses lenders and investors who did not win", async () => {
    const reprice = (who: 'investor' | 'investor2' | 'lender', body: Json) =>
      w.as(who).post('/repriceLoan', { loan_id: w.sold[0], reason: 'Low', new_price: 1, ...body });
    expect(await refusal(await reprice('investor', { reason: '' }))).toEqual([
      400,
      VALIDATION_MESSAGES.reasonRequired,
    ]);
    expect(await refusal(await reprice('investor', { new_price: '' }))).toEqual([
      400,
      VALIDATION_MESSAGES.priceRequired,
    ]);
    expect(await refusal(await reprice('investor', { new_price: 0 }))).toEqual([
      400,
      VALIDATION_MESSAGES.priceMustBePositive,
    ]);
    expect(await refusal(await reprice('investor', { loan_id: w.sold }))).toEqual([
      422,
      VALIDATION_MESSAGES.selectExactlyOneLoan,
    ]);
    expect((await reprice('lender', {})).status).toBe(403);
    expect(await refusal(await reprice('investor2', {}))).toEqual([403, TRANSFER_MESSAGES.cannotReprice]);
    expect((await w.anonymous().post('/repriceLoan', {})).status).toBe(401);
  });
});

describe('POST /api/add_Servicer', () => {
  it("assigns one of the servicers and its fee to the owner's loans", async () => {
    const res = await w
      .as('lender')
      .post('/add_Servicer', { loanIdArray: w.sold, servicerId: SERVICERS[1].id, servicingPrice: '0.25' });
    expect(res.status).toBe(200);
    expect((await json<{ data: Json[] }>(res)).data).toEqual(
      w.sold.map((id) => ({
        _id: id,
        servicerId: SERVICERS[1].id,
        servicingPrice: 0.25,
        assignedAt: expect.any(String),
      })),
    );
  });

  it("answers 'something went wrong' for loans of others and personas that assign none", async () => {
    const body = { loanIdArray: w.sold, servicerId: SERVICERS[0].id, servicingPrice: 1 };
    expect(await refusal(await w.as('investor').post('/add_Servicer', body))).toEqual([
      403,
      MESSAGES.somethingWentWrongLower,
    ]);
    expect(await refusal(await w.as('dueDiligence').post('/add_Servicer', body))).toEqual([
      403,
      MESSAGES.somethingWentWrongLower,
    ]);
    expect(
      await refusal(await w.as('lender').post('/add_Servicer', { ...body, loanIdArray: ['nope'] })),
    ).toEqual([404, MESSAGES.somethingWentWrongLower]);
    expect(await refusal(await w.as('lender').post('/add_Servicer', { ...body, servicerId: '' }))).toEqual([
      400,
      MESSAGES.selectRequiredField,
    ]);
    expect((await w.anonymous().post('/add_Servicer', body)).status).toBe(401);
  });
});
