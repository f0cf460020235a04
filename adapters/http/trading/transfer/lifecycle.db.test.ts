/**
 * Issue 7's life cycle over HTTP on SQLite and PostgreSQL, through the composition root's
 * stores: bidding, the close, the purchase approval, due diligence with its queries, and the
 * transfer — each early transfer refused with the spec's text — and what committed afterwards:
 * the audit chain intact, one transfer event per loan, the notifications in the outbox.
 */
import { describe, expect, it } from 'vitest';
import { closeExpiredBids } from '../../../../core/bidding/close-expired-bids';
import { MESSAGES } from '../../../../core/errors/messages';
import { unwrap } from '../../../../core/errors/result';
import { TRANSFER_MESSAGES } from '../../../../core/transfer/transfer.errors';
import { verifyAuditChain } from '../../../db/audit/verify-audit-chain';
import { testDatabases } from '../../../db/testing/test-databases';
import { diligenceWorld, TAPE } from '../diligence/testing/diligence-world';
import { SAMPLE } from '../diligence/testing/sample-files';
import { kyselyTradingBackend } from '../testing/kysely-trading-backend';
import { type Json, json } from '../testing/test-client';
import { DAY } from '../testing/trading-world';

const refusal = async (res: Response) => [res.status, (await json<{ error: string }>(res)).error];

describe.each(testDatabases().map((b) => [b.name, b] as const))('the life cycle on %s', (_n, backend) => {
  it('takes two loans from bidding to one completed transfer, refusing every transfer that comes too early', async () => {
    const w = await diligenceWorld({ backend: kyselyTradingBackend(backend) });
    try {
      const loans = [w.loans[0]!.id, w.loans[1]!.id];
      const transfer = () =>
        w.as('lender').post('/transferLoanNew', { loanIdArr: loans, investorId: 'investor-1' });

      const validTill = new Date(w.clock.now().getTime() + DAY).toISOString();
      const opened = await w.as('lender').post('/open_for_bidding', { loanIds: loans, validTill });
      expect(opened.status).toBe(201);
      const bids = (await json<{ data: { bids: Json[] } }>(opened)).data.bids.map((b) => String(b._id));
      for (const [who, amount] of [
        ['investor', 250_000],
        ['investor2', 240_000],
      ] as const) {
        for (const bidId of bids) {
          const placed = await w
            .as(who)
            .post('/place_bid', { bidId, bidderId: w.actors[who].userId, amount });
          expect(placed.status).toBe(201);
        }
      }
      expect(await refusal(await transfer())).toEqual([422, TRANSFER_MESSAGES.openForBidding]);

      w.clock.advance(DAY + 1);
      expect(unwrap(await closeExpiredBids(w.trading, w.actors.operator))).toMatchObject({ awarded: 2 });
      expect(await refusal(await transfer())).toEqual([422, TRANSFER_MESSAGES.purchaseNotApproved]);
      const approved = await w
        .as('lender')
        .post('/set_purchase_approval', { loanIdArray: loans, approval: 'true' });
      expect(approved.status).toBe(200);
      expect(await refusal(await transfer())).toEqual([422, MESSAGES.startDueDiligence(TAPE)]);

      expect((await w.startDd()).status).toBe(201);
      const query = await w.raise('investor', { partyB: 'lender-1', loanId: loans[1] });
      expect(await refusal(await transfer())).toEqual([422, MESSAGES.completeDueDiligence(TAPE)]);
      const blobName = await w.upload('lender', SAMPLE.pdf('answer'), 'answer.pdf');
      const reply = { stipulation_id: query._id, docName: 'Answer', message: 'Attached', blobName };
      expect((await w.as('lender').post('/stipulations_reply', reply)).status).toBe(200);
      expect((await w.as('investor').put('/stipulations_close', { stipulation_id: query._id })).status).toBe(
        200,
      );

      const done = await transfer();
      expect(done.status).toBe(200);
      expect(await json(done)).toMatchObject({
        success: true,
        statusText: TRANSFER_MESSAGES.transferred,
        result: loans.map((_id) => ({ _id, from: 'lender-1', to: 'investor-1', price: 250_000 })),
      });
      expect(await refusal(await transfer())).toEqual([409, MESSAGES.loansAlreadyTransferred]);

      const events = await w.audit();
      expect(
        events
          .filter((e) => e.type === 'loan.transferred')
          .map((e) => e.subjectId)
          .sort(),
      ).toEqual([...loans].sort());
      expect(events.filter((e) => e.type === 'bid.placed')).toHaveLength(4);
      expect(await verifyAuditChain(w.connection!.db)).toMatchObject({ ok: true, entries: events.length });
      expect(await w.notified('investor-1')).toEqual(
        expect.arrayContaining(['notifyPurchaseApproved', 'notifyLoansTransferred']),
      );
      expect(w.failures).toEqual([]);
    } finally {
      await w.close();
    }
  });
});
