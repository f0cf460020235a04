import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../../../core/validation/messages';
import { type Json, json } from '../testing/test-client';
import { type DiligenceWorld, diligenceWorld } from './testing/diligence-world';
import { SAMPLE } from './testing/sample-files';

// A blob name is the hash of the file. Someone who learns the name of a file they may not read
// (from a log, a shared screen, a forwarded link) must not be able to cite it in a thread or a
// document of their own and then download it from there: only the uploader may cite a blob.
let w: DiligenceWorld;
let loanId: string;
/** The lender's deed: readable by the owner, the due-diligence firm and the winning bidder only. */
let deed: string;

const refused = async (res: Response) => {
  expect(res.status).toBe(400);
  expect(await json(res)).toMatchObject({
    success: false,
    code: 'UPLOAD.UNKNOWN_BLOB',
    error: VALIDATION_MESSAGES.uploadValidFile,
  });
};
const download = async (who: 'investor' | 'investor2' | 'dueDiligence', query: string) =>
  (await w.as(who).get(`/get_loan_pdf/${deed}?${query}`)).status;

beforeEach(async () => {
  w = await diligenceWorld();
  loanId = w.loans[0]!.id;
  expect((await w.startDd()).status).toBe(201);
  deed = await w.upload(
    'lender',
    SAMPLE.pdf('deed of trust, borrower Jane Roe'),
    'deed.pdf',
    'missingDocument',
  );
  const filed = { loan_id: loanId, docName: 'Deed of Trust', blobName: deed };
  expect((await w.as('lender').post('/uploadMissingDocs', filed)).status).toBe(201);
  // The investor may not read the loan's documents.
  expect(await download('investor', `loan_id=${loanId}`)).toBe(404);
});
afterEach(() => w.close());

describe('citing a blob someone else uploaded', () => {
  it('refuses it in a new query, so the file cannot be downloaded from the thread', async () => {
    await refused(
      await w.as('investor').post('/stipulations_create', await w.queryBody('investor', { blobName: deed })),
    );
    const view = await json<{ data: Json[] }>(await w.as('investor').get(`/stipulations_view/${loanId}`));
    expect(view.data).toEqual([]);
    expect(await download('investor', `loan_id=${loanId}`)).toBe(404);
  });

  it('refuses it in a reply and in the final documents of a resolve', async () => {
    const thread = await w.raise('investor');
    const reply = { stipulation_id: thread._id, message: 'See attached', docName: 'Deed', blobName: deed };
    await refused(await w.as('investor').post('/stipulations_reply', reply));
    await refused(await w.as('dueDiligence').put('/stipulations_reply', reply));
    const ownFinal = await w.upload('dueDiligence', SAMPLE.xlsx('asf tape'), 'asf.xlsx', 'stipulation');
    const resolve = { stipulation_id: thread._id, finalDocs: [ownFinal, deed] };
    const res = await w.as('dueDiligence').put('/stipulations_close', resolve);
    await refused(res);
    const after = await json<{ data: Json[] }>(await w.as('investor').get(`/stipulations_view/${loanId}`));
    expect(after.data).toMatchObject([{ _id: thread._id, closed: false }]);
    expect((after.data[0]!.messages as Json[]).map((m) => m.blobName)).not.toContain(deed);
    expect(await download('investor', `stipulation_id=${thread._id}`)).toBe(404);
  });

  it('refuses it as another loan’s document and in a bid question', async () => {
    const firmsTape = await w.upload(
      'dueDiligence',
      SAMPLE.pdf('firm working paper'),
      'paper.pdf',
      'missingDocument',
    );
    const filing = { loan_id: loanId, docName: 'Appraisal', blobName: firmsTape };
    await refused(await w.as('lender').post('/uploadMissingDocs', filing));
    const [bid] = await w.seedBids([w.loans[1]!.id]);
    const question = { bidId: bid!.id, bidderId: 'investor-2', message: 'Is this current?', blobName: deed };
    await refused(await w.as('investor2').post('/bidStipulations', question));
  });

  it('answers an unknown name and a stolen one alike', async () => {
    const unknown = 'c'.repeat(64);
    const answers = [];
    for (const blobName of [unknown, deed]) {
      const res = await w
        .as('investor')
        .post('/stipulations_create', await w.queryBody('investor', { blobName }));
      answers.push([res.status, await json(res)]);
    }
    expect(answers[0]).toEqual(answers[1]);
  });

  it('accepts the same file once the citing party uploads it itself: nothing is leaked that it did not have', async () => {
    const same = await w.upload(
      'investor',
      SAMPLE.pdf('deed of trust, borrower Jane Roe'),
      'deed.pdf',
      'stipulation',
    );
    expect(same).toBe(deed);
    const res = await w
      .as('investor')
      .post('/stipulations_create', await w.queryBody('investor', { blobName: deed }));
    expect(res.status).toBe(201);
  });
});
