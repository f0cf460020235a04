/**
 * Transfers and approvals on SQLite and PostgreSQL: the same call sent many times at once
 * moves the loans, approves a purchase or a priced row exactly once, and an Idempotency-Key
 * kept in the database replays the first answer.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import { APPROVAL_MESSAGES } from '../../../../core/transfer/approval.errors';
import { TRANSFER_MESSAGES } from '../../../../core/transfer/transfer.errors';
import { testDatabases } from '../../../db/testing/test-databases';
import { type DiligenceWorld, diligenceWorld } from '../diligence/testing/diligence-world';
import { kyselyTradingBackend } from '../testing/kysely-trading-backend';
import { type Json, json } from '../testing/test-client';
import { DAY } from '../testing/trading-world';

const statuses = (answers: Response[]) => answers.map((r) => r.status).sort();

/**
 * Exactly one answer is `winner`; every other is one of `refusals` ([status, text]): the refusal
 * of a call that came after the winner committed, or the conflict of one that ran beside it.
 */
async function onlyOneWins(answers: Response[], winner: number, refusals: [number, string][]) {
  expect(statuses(answers).filter((s) => s === winner)).toHaveLength(1);
  for (const r of answers.filter((a) => a.status !== winner))
    expect(refusals).toContainEqual([r.status, (await json(r)).error]);
}
const CONFLICT: [number, string] = [409, APPROVAL_MESSAGES.changed];
const times = <T>(n: number, send: () => Promise<T>) => Promise.all(Array.from({ length: n }, send));

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'transfers and approvals on %s',
  (_n, backend) => {
    let w: DiligenceWorld;
    let sold: string[];
    const transfer = (headers?: Record<string, string>, body: Json = {}) =>
      w
        .as('lender')
        .post('/transferLoanNew', { loanIdArr: sold, investorId: 'investor-1', ...body }, headers);
    const approvePurchases = () =>
      w.as('lender').post('/set_purchase_approval', { loanIdArray: sold, approval: 'true' });

    /** Two loans awarded to the investor after a bid each; the third stays unsold. */
    beforeEach(async () => {
      w = await diligenceWorld({ backend: kyselyTradingBackend(backend) });
      sold = [w.loans[0]!.id, w.loans[1]!.id];
      for (const bid of await w.seedBids(sold)) {
        const res = await w
          .as('investor')
          .post('/place_bid', { bidId: bid.id, bidderId: 'investor-1', amount: 1000 });
        expect(res.status).toBe(201);
      }
      await w.closeBidsAfter(DAY + 1);
    });
    afterEach(async () => {
      expect(w.failures).toEqual([]);
      await w.close();
    });

    /** Approved purchases, due diligence started and its one query resolved. */
    async function readyToTransfer() {
      expect((await approvePurchases()).status).toBe(200);
      expect((await w.startDd()).status).toBe(201);
      const query = await w.raise('investor');
      expect((await w.as('investor').put('/stipulations_close', { stipulation_id: query._id })).status).toBe(
        200,
      );
    }

    it('approves the purchases once when the owner sends the approval ten times at once', async () => {
      const answers = await times(10, approvePurchases);
      await onlyOneWins(answers, 200, [[404, APPROVAL_MESSAGES.purchaseNotPending], CONFLICT]);
      const events = await w.audit();
      expect(events.filter((e) => e.type === 'purchase.approved')).toHaveLength(2);
    });

    it('moves the loans once when ten transfers arrive at once, from either side', async () => {
      await readyToTransfer();
      const answers = await Promise.all([
        ...Array.from({ length: 5 }, () => transfer()),
        ...Array.from({ length: 5 }, () =>
          w.as('investor').post('/transferLoanNew', { loanIdArr: sold, lenderId: 'lender-1' }),
        ),
      ]);
      await onlyOneWins(answers, 200, [[409, MESSAGES.loansAlreadyTransferred], CONFLICT]);
      const events = await w.audit();
      expect(
        events
          .filter((e) => e.type === 'loan.transferred')
          .map((e) => e.subjectId)
          .sort(),
      ).toEqual([...sold].sort());
    });

    it('moves the unsold loan once when ten aggregator transfers arrive at once', async () => {
      expect((await w.startDd()).status).toBe(201);
      const unsold = { loanIdArr: [w.loans[2]!.id], lenderId: 'lender-1', investorId: 'investor-1' };
      const answers = await times(10, () => w.as('lender').post('/aggregatorTransfer', unsold));
      await onlyOneWins(answers, 200, [[409, MESSAGES.loansAlreadyTransferred], CONFLICT]);
      expect((await w.audit()).filter((e) => e.type === 'loan.transferred')).toHaveLength(1);
    });

    it('replays a transfer retried with the same Idempotency-Key and runs a burst of that retry once', async () => {
      await readyToTransfer();
      const key = { 'idempotency-key': 'transfer-7f3a' };
      const burst = await times(6, () => transfer(key));
      const ran = burst.filter((r) => r.status === 200 && r.headers.get('idempotent-replayed') === null);
      expect(ran).toHaveLength(1);
      for (const r of burst.filter((a) => a !== ran[0])) {
        if (r.status === 200) expect(r.headers.get('idempotent-replayed')).toBe('true');
        else expect([r.status, (await json(r)).code]).toEqual([409, 'IDEMPOTENCY.IN_PROGRESS']);
      }
      const retry = await transfer(key);
      expect([retry.status, retry.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
      expect(await json(retry)).toMatchObject({ success: true, statusText: TRANSFER_MESSAGES.transferred });
      expect((await transfer(key, { loanIdArr: [sold[0]] })).status).toBe(409);
      expect((await w.audit()).filter((e) => e.type === 'loan.transferred')).toHaveLength(2);
    });

    it('approves priced rows once when the owner approves them five times at once', async () => {
      const prices = sold.map((loanId) => ({ loanId, bidPrice: 900 }));
      const priced = await w.as('investor').post('/price_send_lender', { stakeholderMapPricesArray: prices });
      expect(priced.status).toBe(200);
      const rowIds = (await json<{ data: Json[] }>(priced)).data.map((r) => String(r._id));
      const approve = () =>
        w.as('lender').post('/accept_in_transit_Loans', { stakeholderMapIdArray: rowIds, approval: 'true' });
      const answers = await times(5, approve);
      await onlyOneWins(answers, 200, [[422, APPROVAL_MESSAGES.inProgress], CONFLICT]);
      expect((await w.audit()).filter((e) => e.type === 'stakeholder.approved')).toHaveLength(2);
    });
  },
);
