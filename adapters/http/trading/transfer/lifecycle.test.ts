/**
 * Issue 7's life cycle over HTTP: a lender opens bids, investors bid, the operator closes the
 * expired bids (the core's close — there is no HTTP call for it), the lender approves the
 * purchase, the investor starts due diligence, queries are raised and resolved, and only then
 * does the transfer go through. Every earlier transfer is refused with the spec's message.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { closeExpiredBids } from '../../../../core/bidding/close-expired-bids';
import { MESSAGES } from '../../../../core/errors/messages';
import { unwrap } from '../../../../core/errors/result';
import { TRANSFER_MESSAGES } from '../../../../core/transfer/transfer.errors';
import { type DiligenceWorld, diligenceWorld, TAPE } from '../diligence/testing/diligence-world';
import { SAMPLE } from '../diligence/testing/sample-files';
import { type Json, json } from '../testing/test-client';
import { DAY } from '../testing/trading-world';

let w: DiligenceWorld;
beforeEach(async () => {
  w = await diligenceWorld();
});
afterEach(() => w.close());

const refusal = async (res: Response) => [res.status, (await json<{ error: string }>(res)).error];

it('takes two loans from bidding to a completed transfer, refusing every transfer that comes too early', async () => {
  const loans = [w.loans[0]!.id, w.loans[1]!.id];
  const transfer = () =>
    w
      .as('lender')
      .post('/transferLoanNew', { loanIdArr: loans, userId: 'lender-1', investorId: 'investor-1' });

  // The lender opens bidding; both investors bid; the investor bids highest on both loans.
  const validTill = new Date(w.clock.now().getTime() + DAY).toISOString();
  const opened = await json<{ data: { bids: Json[] } }>(
    await w.as('lender').post('/open_for_bidding', { loanIds: loans, validTill }),
  );
  const bids = opened.data.bids.map((b) => String(b._id));
  for (const [who, amount] of [
    ['investor', 250_000],
    ['investor2', 240_000],
  ] as const) {
    for (const bidId of bids) {
      const placed = await w.as(who).post('/place_bid', { bidId, bidderId: w.actors[who].userId, amount });
      expect(placed.status).toBe(201);
    }
  }
  expect(await refusal(await transfer())).toEqual([422, TRANSFER_MESSAGES.openForBidding]);

  // After validTill the operator closes the bids: the investor wins, the lender must approve the price.
  w.clock.advance(DAY + 1);
  expect(unwrap(await closeExpiredBids(w.trading, w.actors.operator))).toMatchObject({ awarded: 2 });
  expect(await refusal(await transfer())).toEqual([422, TRANSFER_MESSAGES.purchaseNotApproved]);
  expect(
    (await w.as('lender').post('/set_purchase_approval', { loanIdArray: loans, approval: 'true' })).status,
  ).toBe(200);
  expect(await refusal(await transfer())).toEqual([422, MESSAGES.startDueDiligence(TAPE)]);

  // The investor engages the firm; the firm and the investor raise queries.
  expect((await w.startDd()).status).toBe(201);
  const fromFirm = await w.raise('dueDiligence', { partyB: null, loanId: loans[0] });
  const toLender = await w.raise('investor', {
    partyB: 'lender-1',
    loanId: loans[1],
    docInfo: 'Title commitment missing',
  });
  expect(await refusal(await transfer())).toEqual([422, MESSAGES.completeDueDiligence(TAPE)]);

  // The lender answers both threads (the firm's query goes to the loan's owner); they are resolved:
  // the firm's with its final documents, the investor's by closing.
  const reply = async (who: 'investor' | 'lender', stipulationId: string) => {
    const blobName = await w.upload(who, SAMPLE.pdf(`answer-${who}`), 'answer.pdf');
    const res = await w.as(who).post('/stipulations_reply', {
      stipulation_id: stipulationId,
      docName: 'Answer',
      message: 'Attached',
      blobName,
    });
    expect(res.status).toBe(200);
  };
  await reply('lender', fromFirm._id);
  const finalTape = await w.upload('dueDiligence', SAMPLE.xlsx('ASF tape'), 'ASF.xlsx', 'tape');
  expect(
    (
      await w
        .as('dueDiligence')
        .put('/stipulations_close', { stipulation_id: fromFirm._id, finalDocs: [finalTape] })
    ).status,
  ).toBe(200);
  expect(await refusal(await transfer())).toEqual([422, MESSAGES.completeDueDiligence(TAPE)]);
  await reply('lender', toLender._id);
  expect(
    (
      await w
        .as('investor')
        .put('/stipulations_close', { stipulation_id: toLender._id, user_id: 'investor-1' })
    ).status,
  ).toBe(200);
  expect(await w.notified('lender-1')).toContain('notifyTransferTape');

  // Now the transfer goes through, once.
  const done = await transfer();
  expect(done.status).toBe(200);
  expect(await json(done)).toMatchObject({
    success: true,
    statusText: TRANSFER_MESSAGES.transferred,
    result: [
      { to: 'investor-1', price: 250_000 },
      { to: 'investor-1', price: 250_000 },
    ],
  });
  expect(await refusal(await transfer())).toEqual([409, MESSAGES.loansAlreadyTransferred]);

  // The investor now owns the loans: it files their documents, the seller no longer can.
  const blobName = await w.upload(
    'investor',
    SAMPLE.pdf('servicing transfer letter'),
    'letter.pdf',
    'missingDocument',
  );
  const upload = (who: 'investor' | 'lender') =>
    w
      .as(who)
      .post('/uploadMissingDocs', { loan_id: loans[0], docName: 'Servicing Transfer Letter', blobName });
  expect((await upload('lender')).status).toBe(403);
  expect((await upload('investor')).status).toBe(201);
});
