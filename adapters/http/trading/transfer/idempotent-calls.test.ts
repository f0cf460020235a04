/**
 * Every state-changing transfer and approval call of spec §7 honours an `Idempotency-Key`: a
 * retry with the same key and body answers the first outcome (`Idempotent-Replayed: true`)
 * without running the call again — nothing more is audited — and the key sent with another body
 * is refused 409. One test per family: the purchase-approval grid, reprice and servicer, the
 * stakeholder grid (transfers: ./transfer-routes.test.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SERVICERS } from '../../../../core/validation/option-lists';
import type { Json } from '../testing/test-client';
import { type PricedWorld, pricedWorld } from './testing/priced-world';
import { type SaleWorld, saleWorld } from './testing/sale-world';

type Send = (body: Json, key: Record<string, string>) => Promise<Response>;

/** Sends `body` twice under one key and once more with `other`: one run, one replay, one 409. */
async function expectReplayed(
  w: { audit(): Promise<readonly unknown[]> },
  send: Send,
  body: Json,
  other: Json,
  key: string,
) {
  const headers = { 'idempotency-key': key };
  const first = await send(body, headers);
  expect(first.status, await first.clone().text()).toBe(200);
  const audited = (await w.audit()).length;
  const retry = await send(body, headers);
  expect([retry.status, retry.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
  expect(await retry.json()).toEqual(await first.json());
  expect((await w.audit()).length).toBe(audited);
  const reused = await send(other, headers);
  expect([reused.status, (await reused.json()).code]).toEqual([409, 'IDEMPOTENCY.MISMATCH']);
}

describe('purchase approvals, reprice and servicer', () => {
  let w: SaleWorld;
  afterEach(() => w.close());

  it('update_Bid_Approval replays a retried price change', async () => {
    w = await saleWorld();
    const send: Send = (body, key) => w.as('investor').put('/update_Bid_Approval', body, key);
    await expectReplayed(
      w,
      send,
      { bidId: w.bids[0], new_price: 235_000 },
      { bidId: w.bids[0], new_price: 236_000 },
      'bid-approval-1',
    );
  });

  it('set_purchase_approval replays a retried approval', async () => {
    w = await saleWorld();
    const send: Send = (body, key) => w.as('lender').post('/set_purchase_approval', body, key);
    await expectReplayed(
      w,
      send,
      { loanIdArray: w.sold, approval: 'true' },
      { loanIdArray: w.sold, approval: 'false' },
      'purchase-approval-1',
    );
  });

  it('repriceLoan and add_Servicer replay a retry', async () => {
    w = await saleWorld();
    expect((await w.approvePurchases()).status).toBe(200);
    const reprice: Send = (body, key) => w.as('investor').post('/repriceLoan', body, key);
    const proposal = { loan_id: w.sold[0], reason: 'Appraisal came in low', new_price: '230000.25' };
    await expectReplayed(w, reprice, proposal, { ...proposal, new_price: 1 }, 'reprice-1');

    const servicer: Send = (body, key) => w.as('lender').post('/add_Servicer', body, key);
    const assign = { loanIdArray: w.sold, servicerId: SERVICERS[1].id, servicingPrice: '0.25' };
    await expectReplayed(w, servicer, assign, { ...assign, servicingPrice: 1 }, 'servicer-1');
  });
});

describe('the stakeholder grid', () => {
  let w: PricedWorld;
  afterEach(() => w.close());

  it('price_send_lender, accept_in_transit_Loans, stakeholder_run_automation and accept_price replay a retry', async () => {
    w = await pricedWorld();
    const prices: Send = (body, key) => w.as('investor').post('/price_send_lender', body, key);
    const priced = { stakeholderMapPricesArray: [{ _id: w.rowIds[0], bidPrice: 260_000 }] };
    await expectReplayed(
      w,
      prices,
      priced,
      { stakeholderMapPricesArray: [{ _id: w.rowIds[0], bidPrice: 1 }] },
      'prices-1',
    );

    const approve: Send = (body, key) => w.as('lender').post('/accept_in_transit_Loans', body, key);
    const approval = { stakeholderMapIdArray: [w.rowIds[0]], approval: 'true', userId: 'lender-1' };
    await expectReplayed(
      w,
      approve,
      approval,
      { ...approval, stakeholderMapIdArray: [w.rowIds[1]] },
      'approve-1',
    );

    const automation: Send = (body, key) => w.as('investor').post('/stakeholder_run_automation', body, key);
    await expectReplayed(
      w,
      automation,
      { stakeholderMapIds: [w.rowIds[0]] },
      { stakeholderMapIds: [w.rowIds[1]] },
      'automation-1',
    );

    const reject: Send = (body, key) => w.as('lender').post('/accept_price', body, key);
    await expectReplayed(
      w,
      reject,
      { stakeholderMapPricesArray: [{ _id: w.rowIds[2], status: 'false' }] },
      { stakeholderMapPricesArray: [{ _id: w.rowIds[1], status: 'false' }] },
      'reject-1',
    );
  });
});
