import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import { APPROVAL_MESSAGES } from '../../../../core/transfer/approval.errors';
import { IDENTITY_MISMATCH_MESSAGE } from '../dto/identity';
import type { ActorKey } from '../testing/test-actors';
import { type Json, json } from '../testing/test-client';
import { type SaleWorld, saleWorld, WINNING } from './testing/sale-world';

let w: SaleWorld;
beforeEach(async () => {
  w = await saleWorld();
});
afterEach(() => w.close());

const refusal = async (res: Response) => [res.status, (await json<{ error: string }>(res)).error];
const docs = async (who: ActorKey, query = '') =>
  (await json<{ data: { docs: Json[] } }>(await w.as(who).get(`/get_purchase_approval${query}`))).data.docs;

describe('GET /api/get_purchase_approval', () => {
  it('lists the purchases to approve (owner) and made (buyer), newest first, without borrower data', async () => {
    const rows = await docs('lender', '?approverId=lender-1');
    expect(rows.map((r) => (r.loanId as Json)._id).sort()).toEqual([...w.sold].sort());
    const first = rows.find((r) => (r.loanId as Json)._id === w.sold[0])!;
    expect(first).toMatchObject({
      id: w.bids[0],
      loanId: { loan_id: 'LN-0001' },
      creator_bid: WINNING[0],
      isApproved: 'false',
      approver: 'lender-1',
      owner: 'investor-1',
      status: 'pending',
      priceEditable: false,
    });
    const figures = ((first.loanId as Json).loan_pool_parameters as Json[])[0]!.recent_version as Json;
    expect(Object.keys(figures)).not.toContain('borrower_first_name');
    expect(rows.map((r) => String(r.createdAt))).toEqual(
      rows
        .map((r) => String(r.createdAt))
        .sort()
        .reverse(),
    );
    expect((await docs('investor')).every((r) => r.priceEditable === true)).toBe(true);
    expect(await docs('investor2')).toEqual([]);
    expect(await refusal(await w.as('investor').get('/get_purchase_approval?approverId=lender-1'))).toEqual([
      403,
      IDENTITY_MISMATCH_MESSAGE,
    ]);
    expect((await w.anonymous().get('/get_purchase_approval')).status).toBe(401);
  });
});

describe('PUT /api/update_Bid_Approval', () => {
  it('lets the buyer change its price while the purchase is not approved, and nobody else', async () => {
    const res = await w.as('investor').put('/update_Bid_Approval', { bidId: w.bids[0], new_price: 235_000 });
    expect(res.status).toBe(200);
    expect((await json<{ data: Json }>(res)).data).toMatchObject({
      id: w.bids[0],
      creator_bid: 235_000,
      status: 'pending',
    });
    // Lenders never edit purchase prices (capability table); the buyer is the row's owner.
    expect(
      (await w.as('lender').put('/update_Bid_Approval', { bidId: w.bids[0], new_price: 1 })).status,
    ).toBe(403);
    expect(
      await refusal(await w.as('investor').put('/update_Bid_Approval', { bidId: w.bids[0], new_price: 0.5 })),
    ).toEqual([400, MESSAGES.invalidInput]);
    expect(
      (await w.as('investor2').put('/update_Bid_Approval', { bidId: w.bids[0], new_price: 5 })).status,
    ).toBe(404);
    await w.approvePurchases();
    expect(
      await refusal(await w.as('investor').put('/update_Bid_Approval', { bidId: w.bids[0], new_price: 5 })),
    ).toEqual([422, APPROVAL_MESSAGES.purchaseApproved]);
  });
});

describe('POST /api/set_purchase_approval', () => {
  it("approves the owner's pending purchases once, replaying a retry with the same Idempotency-Key", async () => {
    const key = { 'idempotency-key': 'approve-1' };
    const res = await w
      .as('lender')
      .post('/set_purchase_approval', { loanIdArray: w.sold, approval: 'true' }, key);
    expect(res.status).toBe(200);
    const body = await json<{ statusText: string; data: Json[] }>(res);
    expect(body.statusText).toBe(MESSAGES.approvedSuccessfully);
    expect(body.data.map((r) => [r.isApproved, r.status])).toEqual([
      ['true', 'approved'],
      ['true', 'approved'],
    ]);
    const retry = await w
      .as('lender')
      .post('/set_purchase_approval', { loanIdArray: w.sold, approval: 'true' }, key);
    expect([retry.status, retry.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    expect(await refusal(await w.approvePurchases())).toEqual([404, APPROVAL_MESSAGES.purchaseNotPending]);
    expect(await w.notified('investor-1')).toContain('notifyPurchaseApproved');
  });

  it('rejects with approval false, and is the owner’s alone', async () => {
    const buyer = await w
      .as('investor')
      .post('/set_purchase_approval', { loanIdArray: w.sold, approval: 'true' });
    expect(await refusal(buyer)).toEqual([404, APPROVAL_MESSAGES.purchaseNotPending]);
    const res = await w
      .as('lender')
      .post('/set_purchase_approval', { loanIdArray: [w.sold[1]], approval: false });
    expect(await json(res)).toMatchObject({
      statusText: 'Rejected successfully',
      data: [{ isApproved: 'false', status: 'rejected' }],
    });
    expect(
      (await w.as('lender').post('/set_purchase_approval', { loanIdArray: w.sold, approval: 'maybe' }))
        .status,
    ).toBe(400);
    expect((await w.anonymous().post('/set_purchase_approval', {})).status).toBe(401);
  });
});
