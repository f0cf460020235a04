/**
 * `loan_id` on the document calls (processUserDocCheck, uploadMissingDocs) names a loan by its
 * `_id` or by a loan number that names exactly one loan the caller may see; a number on several
 * of the caller's tapes is refused 400 'LOAN.AMBIGUOUS_NUMBER' before anything is filed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Loan } from '../../../../core/loans/loan';
import { json } from '../testing/test-client';
import { type TradingWorld, tradingWorld } from '../testing/trading-world';
import { SAMPLE } from './testing/sample-files';

describe('loan references on the document calls', () => {
  let w: TradingWorld;
  let spring: Loan[];
  let autumn: Loan[];
  let unique: Loan;

  beforeEach(async () => {
    w = await tradingWorld();
    spring = await w.seedTape({ tapeName: 'Spring', count: 2 });
    autumn = await w.seedTape({ tapeName: 'Autumn', count: 2 });
    [unique] = await w.seedTape({ tapeName: 'Winter', count: 1, draft: () => ({ loanNumber: 'W-ONLY-1' }) });
    expect(spring[0]!.loanNumber).toBe(autumn[0]!.loanNumber);
  });
  afterEach(() => w.close());

  const check = (loan_id: string) => w.as('lender').post('/processUserDocCheck', { loan_id });

  it('takes the _id, or a loan number on one tape only, as the same loan', async () => {
    const byId = await check(unique!.id);
    const byNumber = await check('W-ONLY-1');
    expect([byId.status, byNumber.status]).toEqual([200, 200]);
    expect(await json(byNumber)).toEqual(await json(byId));
  });

  it('refuses a loan number that is on several of the caller’s tapes with 400', async () => {
    const res = await check(spring[0]!.loanNumber);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ code: 'LOAN.AMBIGUOUS_NUMBER' });
    expect((await check(spring[0]!.id)).status).toBe(200);
  });

  it('files nothing under an ambiguous loan number', async () => {
    const upload = await w
      .as('lender')
      .upload('/upload_file?context=missingDocument', [{ name: 'deed.pdf', bytes: SAMPLE.pdf('deed') }]);
    const blobName = String((await json(upload)).blobName);
    const body = { docName: 'Deed of Trust', blobName };
    const ambiguous = await w
      .as('lender')
      .post('/uploadMissingDocs', { ...body, loan_id: spring[0]!.loanNumber });
    expect(ambiguous.status).toBe(400);
    expect(await json(ambiguous)).toMatchObject({ code: 'LOAN.AMBIGUOUS_NUMBER' });
    const filed = await w.as('lender').post('/uploadMissingDocs', { ...body, loan_id: 'W-ONLY-1' });
    expect(filed.status).toBe(201);
    expect((await json<{ data: { _id: string } }>(filed)).data._id).toBe(unique!.id);
  });
});
