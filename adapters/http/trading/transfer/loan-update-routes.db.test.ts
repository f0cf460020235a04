/**
 * The loan update diff on SQLite and PostgreSQL: one happy path for the call of its router over
 * the composition root's stores — the owner updates a priced loan, the change commits with its
 * audit entry, and a second owner's diff on a decided row is refused without a trace.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../db/testing/test-databases';
import { type DiligenceWorld, diligenceWorld, TAPE } from '../diligence/testing/diligence-world';
import { kyselyTradingBackend } from '../testing/kysely-trading-backend';
import { routeCoverage, routerCalls } from '../testing/route-coverage';
import { type Json, json } from '../testing/test-client';
import { loanUpdateRoutes } from './loan-update-routes';

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'updating loan details on %s',
  (_n, backend) => {
    const coverage = routeCoverage();
    let w: DiligenceWorld;

    beforeEach(async () => {
      w = await diligenceWorld({ backend: kyselyTradingBackend(backend), observe: coverage.observe });
    });
    afterEach(async () => {
      expect(w.failures).toEqual([]);
      await w.close();
    });

    it('commits the owner’s diff with its audit entry, and refuses one on a decided row', async () => {
      const prices = w.loans.slice(0, 2).map((l) => ({ loanId: l.id, bidPrice: 200_000 }));
      // Priced while the lender had them open for bidding (an investor sees no listed loan of another).
      const priced = await w.duringAuction(
        prices.map((p) => p.loanId),
        () => w.as('investor').post('/price_send_lender', { stakeholderMapPricesArray: prices }),
      );
      const [open, decided] = (await json<{ data: Json[] }>(priced)).data.map((r) => String(r._id));
      const decision = { stakeholderMapIdArray: [decided], approval: 'true', userId: 'lender-1' };
      expect((await w.as('lender').post('/accept_in_transit_Loans', decision)).status).toBe(200);

      const diff = [
        { stakeholderMapId: open, updateData: { interestrate: 6.75, ZIP: '78701', tenure: '180' } },
      ];
      const res = await w.as('lender').post('/update_loan_details', diff);
      expect(res.status).toBe(200);
      expect((await json<{ data: Json[] }>(res)).data).toEqual([
        expect.objectContaining({ stakeholderMapId: open, updatedFields: ['ZIP', 'interestrate', 'tenure'] }),
      ]);
      const mine = await json<{ data: Json[] }>(
        await w.as('lender').post('/stakeholder_view', { userId: 'lender-1', tapeName: TAPE }),
      );
      const row = mine.data.find((r) => r._id === open)!;
      expect(
        (row.loanDetails as { digital_contract_attributes: Json[] }).digital_contract_attributes,
      ).toEqual(
        expect.arrayContaining([
          { name: 'interestrate', value: 6.75 },
          { name: 'ZIP', value: '78701' },
        ]),
      );
      const events = (await w.audit()).filter((e) => String(e.type) === 'loan.details_updated');
      expect(events.map((e) => e.data.fields)).toEqual([['ZIP', 'interestrate', 'tenure']]);

      const late = [{ stakeholderMapId: decided, updateData: { tenure: 240 } }];
      expect((await w.as('lender').post('/update_loan_details', late)).status).toBe(422);
      expect((await w.audit()).filter((e) => String(e.type) === 'loan.details_updated')).toHaveLength(1);
    });

    it('answered the call of the loan update router with a 2xx', async () => {
      expect(coverage.unanswered(await routerCalls(loanUpdateRoutes))).toEqual([]);
    });
  },
);
