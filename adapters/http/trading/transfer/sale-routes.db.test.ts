/**
 * Selling loans on SQLite and PostgreSQL: one happy path for every call of the transfer router
 * over the composition root's stores — the purchase approval with a changed price and a
 * reprice, the servicer, both transfers, and the stakeholder grid's prices, loan updates and
 * decisions.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import { TRANSFER_MESSAGES } from '../../../../core/transfer/transfer.errors';
import { SERVICERS } from '../../../../core/validation/option-lists';
import { testDatabases } from '../../../db/testing/test-databases';
import { type DiligenceWorld, diligenceWorld, TAPE } from '../diligence/testing/diligence-world';
import { kyselyTradingBackend } from '../testing/kysely-trading-backend';
import { routeCoverage, routerCalls } from '../testing/route-coverage';
import { type Json, json } from '../testing/test-client';
import { DAY } from '../testing/trading-world';
import { transferRoutes } from './index';

describe.each(testDatabases().map((b) => [b.name, b] as const))('selling loans on %s', (_n, backend) => {
  const coverage = routeCoverage();
  let w: DiligenceWorld;
  let sold: string[];

  beforeEach(async () => {
    w = await diligenceWorld({ backend: kyselyTradingBackend(backend), observe: coverage.observe });
    sold = [w.loans[0]!.id, w.loans[1]!.id];
  });
  afterEach(async () => {
    expect(w.failures).toEqual([]);
    await w.close();
  });

  it('approves a changed and a repriced purchase, assigns a servicer and transfers sold and unsold loans', async () => {
    const bids = await w.seedBids(sold);
    for (const [i, bid] of bids.entries()) {
      const body = { bidId: bid.id, bidderId: 'investor-1', amount: 240_000 - i * 1000 };
      expect((await w.as('investor').post('/place_bid', body)).status).toBe(201);
    }
    await w.closeBidsAfter(DAY + 1);
    const pending = await json<{ data: { docs: Json[] } }>(
      await w.as('lender').get('/get_purchase_approval?approverId=lender-1'),
    );
    expect(pending.data.docs.map((r) => [(r.loanId as Json)._id, r.status]).sort()).toEqual(
      sold.map((id) => [id, 'pending']).sort(),
    );
    const changed = await w
      .as('investor')
      .put('/update_Bid_Approval', { bidId: bids[0]!.id, new_price: 235_000 });
    expect((await json(changed)).data).toMatchObject({ creator_bid: 235_000, status: 'pending' });
    const approve = (loanIds: string[]) =>
      w.as('lender').post('/set_purchase_approval', { loanIdArray: loanIds, approval: 'true' });
    expect((await approve(sold)).status).toBe(200);
    const repriced = await w
      .as('investor')
      .post('/repriceLoan', { loan_id: sold[0], reason: 'Appraisal came in low', new_price: '230000.25' });
    expect((await json(repriced)).data).toMatchObject({ previous_price: 235_000, new_price: 230_000.25 });
    expect((await approve([sold[0]!])).status).toBe(200);
    const servicer = { loanIdArray: sold, servicerId: SERVICERS[1].id, servicingPrice: '0.25' };
    expect(
      (await json<{ data: Json[] }>(await w.as('lender').post('/add_Servicer', servicer))).data,
    ).toHaveLength(2);

    expect((await w.startDd()).status).toBe(201);
    const query = await w.raise('investor');
    expect((await w.as('investor').put('/stipulations_close', { stipulation_id: query._id })).status).toBe(
      200,
    );
    const moved = await w
      .as('lender')
      .post('/transferLoanNew', { loanIdArr: sold, investorId: 'investor-1' });
    expect(await json(moved)).toMatchObject({
      success: true,
      result: [
        { _id: sold[0], to: 'investor-1', price: 230_000.25 },
        { _id: sold[1], to: 'investor-1', price: 239_000 },
      ],
    });
    const unsold = { loanIdArr: [w.loans[2]!.id], lenderId: 'lender-1', investorId: 'investor-1' };
    const aggregated = await w.as('lender').post('/aggregatorTransfer', unsold);
    expect(await json(aggregated)).toEqual({ message: TRANSFER_MESSAGES.transferred, success: true });
  });

  it("prices a tape's loans, updates one's details and decides them: retain, reject, approve, automation", async () => {
    const prices = w.loans.map((l, i) => ({ loanId: l.id, bidPrice: [250_000, '199999.99', 0.01][i] }));
    // Priced while the lender had them open for bidding (an investor sees no listed loan of another).
    const priced = await w.duringAuction(
      w.loans.map((l) => l.id),
      () => w.as('investor').post('/price_send_lender', { stakeholderMapPricesArray: prices }),
    );
    const rowIds = (await json<{ data: Json[] }>(priced)).data.map((r) => String(r._id));
    const view = async (who: 'investor' | 'lender') =>
      (
        await json<{ data: Json[] }>(
          await w.as(who).post('/stakeholder_view', { userId: w.actors[who].userId, tapeName: TAPE }),
        )
      ).data;
    expect((await view('lender')).map((r) => [r._id, r.bidPrice, r.status])).toEqual([
      [rowIds[0], 250_000, 'pending'],
      [rowIds[1], 199_999.99, 'pending'],
      [rowIds[2], 0.01, 'pending'],
    ]);
    const diff = [{ stakeholderMapId: rowIds[1], updateData: { fico_score: '701', loanamount: 240_000.5 } }];
    const updated = await w.as('lender').post('/update_loan_details', diff);
    expect((await json(updated)).data).toMatchObject([
      { _id: w.loans[1]!.id, updatedFields: ['loanamount', 'fico_score'] },
    ]);
    const terms = (await view('investor'))[1]!.loanDetails as { digital_contract_attributes: Json[] };
    expect(terms.digital_contract_attributes).toContainEqual({ name: 'loanamount', value: 240_000.5 });
    const retained = await w.as('lender').post('/stakeholder_retain', { stakeholderMapIdArray: [rowIds[0]] });
    expect((await json(retained)).statusText).toBe(MESSAGES.updatedSuccessfully);
    const rejected = await w
      .as('lender')
      .post('/accept_price', { stakeholderMapPricesArray: [{ _id: rowIds[2], status: 'false' }] });
    expect((await json(rejected)).data).toMatchObject([
      { _id: rowIds[2], status: 'closed', isAccepted: 'false' },
    ]);
    const approved = await w
      .as('lender')
      .post('/accept_in_transit_Loans', { stakeholderMapIdArray: [rowIds[1]], approval: 'true' });
    expect((await json(approved)).statusText).toBe(MESSAGES.loansBeingProcessed);
    const done = await w
      .as('investor')
      .post('/stakeholder_run_automation', { stakeholderMapIds: [rowIds[1]] });
    expect((await json<{ data: Json[] }>(done)).data.map((r) => [r.status, r.isAccepted])).toEqual([
      ['closed', 'true'],
    ]);
    expect((await view('investor')).map((r) => [r.retain, r.status, r.isAccepted])).toEqual([
      [true, 'pending', 'false'],
      [false, 'closed', 'true'],
      [false, 'closed', 'false'],
    ]);
  });

  it('answered every call the transfer router documents with a 2xx', async () => {
    expect(coverage.unanswered(await routerCalls(transferRoutes))).toEqual([]);
  });
});
