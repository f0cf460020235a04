import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import { TRANSFER_MESSAGES } from '../../../../core/transfer/transfer.errors';
import { IDENTITY_MISMATCH_MESSAGE } from '../dto/identity';
import { type Json, json } from '../testing/test-client';
import { type SaleWorld, saleWorld, TAPE, WINNING } from './testing/sale-world';

let w: SaleWorld;
beforeEach(async () => {
  w = await saleWorld();
});
afterEach(() => w.close());

const refusal = async (res: Response) => [res.status, (await json<{ error: string }>(res)).error];

/** Approved purchases, DD started and its one query closed: a transfer may go. */
async function readyToTransfer() {
  expect((await w.approvePurchases()).status).toBe(200);
  const thread = await w.openDueDiligence();
  expect((await w.as('investor').put('/stipulations_close', { stipulation_id: thread._id })).status).toBe(
    200,
  );
}

describe('POST /api/transferLoanNew', () => {
  it('answers each guard of spec §4 in turn, then moves the loans at the approved prices', async () => {
    expect(await refusal(await w.transfer('lender'))).toEqual([422, TRANSFER_MESSAGES.purchaseNotApproved]);
    await w.approvePurchases();
    expect(await refusal(await w.transfer('lender'))).toEqual([422, MESSAGES.startDueDiligence(TAPE)]);
    const thread = await w.openDueDiligence();
    expect(await refusal(await w.transfer('investor'))).toEqual([422, MESSAGES.completeDueDiligence(TAPE)]);
    await w.as('dueDiligence').put('/stipulations_close', {
      stipulation_id: thread._id,
      finalDocs: [await w.upload('dueDiligence')],
    });

    const res = await w.transfer('lender', { userId: 'lender-1' });
    expect(res.status).toBe(200);
    const body = await json<{ result: Json[]; hedging: { message: string } }>(res);
    expect(body).toMatchObject({ statusText: TRANSFER_MESSAGES.transferred, error: null, success: true });
    expect(body.result.map((r) => [r._id, r.from, r.to, r.price, r.kind])).toEqual([
      [w.sold[0], 'lender-1', 'investor-1', WINNING[0], 'sale'],
      [w.sold[1], 'lender-1', 'investor-1', WINNING[1], 'sale'],
    ]);
    expect(body.hedging.message).toBe('Settlement of $438,500.50 for 2 loans on Mar 4th, 2026.');
    expect(await refusal(await w.transfer('lender'))).toEqual([409, MESSAGES.loansAlreadyTransferred]);
    expect(await w.notified('investor-1')).toContain('notifyLoansTransferred');
  });

  it('replays the first answer to a retry with the same Idempotency-Key, and refuses the key for another request', async () => {
    await readyToTransfer();
    const key = { 'idempotency-key': 'transfer-7f3a' };
    const first = await w.transfer('lender', {}, key);
    const retry = await w.transfer('lender', {}, key);
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual(await first.json());
    expect((await w.transfer('lender', { loanIdArr: [w.sold[0]] }, key)).status).toBe(409);
    expect(await refusal(await w.transfer('lender'))).toEqual([409, MESSAGES.loansAlreadyTransferred]);
  });

  it('is refused to reviewers, to a forged userId or side, to an empty selection, and without a session', async () => {
    await readyToTransfer();
    expect(
      (
        await w
          .as('dueDiligence')
          .post('/transferLoanNew', { loanIdArr: w.sold, lenderId: 'lender-1', investorId: 'investor-1' })
      ).status,
    ).toBe(403);
    expect(
      (
        await w
          .as('ratingAgency')
          .post('/transferLoanNew', { loanIdArr: w.sold, lenderId: 'lender-1', investorId: 'investor-1' })
      ).status,
    ).toBe(403);
    expect(await refusal(await w.transfer('lender', { userId: 'investor-1' }))).toEqual([
      403,
      IDENTITY_MISMATCH_MESSAGE,
    ]);
    expect(await refusal(await w.transfer('lender', { lenderId: 'lender-2' }))).toEqual([
      403,
      IDENTITY_MISMATCH_MESSAGE,
    ]);
    expect((await w.transfer('lender', { loanIdArr: [] })).status).toBe(422);
    expect((await w.anonymous().post('/transferLoanNew', {})).status).toBe(401);
  });

  it("fills the caller's own side when it is left out", async () => {
    await readyToTransfer();
    const res = await w.as('investor').post('/transferLoanNew', { loanIdArr: w.sold, lenderId: 'lender-1' });
    expect(res.status).toBe(200);
  });
});

describe('POST /api/aggregatorTransfer', () => {
  it("moves the lender's unsold loan without a price once due diligence is done, answering {message, success}", async () => {
    const unsold = { loanIdArr: [w.loans[2]!.id], lenderId: 'lender-1', investorId: 'investor-1' };
    expect(await refusal(await w.as('lender').post('/aggregatorTransfer', unsold))).toEqual([
      422,
      MESSAGES.startDueDiligence(TAPE),
    ]);
    expect((await w.startDd()).status).toBe(201);
    expect((await w.as('investor').post('/aggregatorTransfer', unsold)).status).toBe(403);
    const res = await w.as('lender').post('/aggregatorTransfer', unsold, { 'idempotency-key': 'agg-1' });
    expect([res.status, await res.json()]).toEqual([
      200,
      { message: TRANSFER_MESSAGES.transferred, success: true },
    ]);
    expect(
      (await w.as('lender').post('/aggregatorTransfer', unsold, { 'idempotency-key': 'agg-1' })).headers.get(
        'idempotent-replayed',
      ),
    ).toBe('true');
    expect(await refusal(await w.as('lender').post('/aggregatorTransfer', unsold))).toEqual([
      409,
      MESSAGES.loansAlreadyTransferred,
    ]);
  });
});
