import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import type { ActorKey } from '../testing/test-actors';
import { type Json, json } from '../testing/test-client';
import { type DiligenceWorld, diligenceWorld } from './testing/diligence-world';
import { SAMPLE } from './testing/sample-files';

let w: DiligenceWorld;
let loanId: string;
beforeEach(async () => {
  w = await diligenceWorld();
  loanId = w.loans[0]!.id;
  expect((await w.startDd()).status).toBe(201);
});
afterEach(() => w.close());

const status = async (who: ActorKey, path: string) => (await w.as(who).get(path)).status;

describe('GET /api/get_loan_pdf/{blobName}', () => {
  it("serves a loan document's file inline, under its given name, to those who may read the documents only", async () => {
    const bytes = SAMPLE.pdf('deed');
    const blobName = await w.upload('lender', bytes, 'deed.pdf', 'missingDocument');
    await w.as('lender').post('/uploadMissingDocs', {
      loan_id: loanId,
      docName: 'Deed of Trust',
      blobName,
      fileNameGiven: 'Deed of Trust.pdf',
    });
    const res = await w.as('dueDiligence').get(`/get_loan_pdf/${blobName}?loan_id=${loanId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="Deed of Trust.pdf"; filename*=UTF-8''Deed%20of%20Trust.pdf`,
    );
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    expect(await status('lender', `/get_loan_pdf/${blobName}?loan_id=${loanId}`)).toBe(200);
    for (const who of ['investor', 'investor2', 'ratingAgency'] as const) {
      expect(await status(who, `/get_loan_pdf/${blobName}?loan_id=${loanId}`)).toBe(404);
    }
    // Without saying where the file is referenced, the lender's own documents are not searched.
    expect(await status('lender', `/get_loan_pdf/${blobName}`)).toBe(404);
  });

  it("serves a thread's attachments to its two parties, never to anyone else", async () => {
    const thread = await w.raise('investor');
    const blobName = String((thread.messages[0] as Json).blobName);
    for (const query of [`stipulation_id=${thread._id}`, `loan_id=${loanId}`]) {
      expect(await status('investor', `/get_loan_pdf/${blobName}?${query}`)).toBe(200);
      expect(await status('dueDiligence', `/get_loan_pdf/${blobName}?${query}`)).toBe(200);
      expect(await status('lender', `/get_loan_pdf/${blobName}?${query}`)).toBe(404);
      expect(await status('investor2', `/get_loan_pdf/${blobName}?${query}`)).toBe(404);
    }
  });

  it('serves the engagement file of a due-diligence case to its investor and firm', async () => {
    const cases = await json<{ data: Json[] }>(await w.as('investor').get('/due_diligence_cases'));
    const blobName = String(cases.data[0]!.blobName);
    expect(await status('investor', `/get_loan_pdf/${blobName}`)).toBe(200);
    expect(await status('dueDiligence', `/get_loan_pdf/${blobName}`)).toBe(200);
    expect(await status('lender', `/get_loan_pdf/${blobName}`)).toBe(404);
  });

  it('answers unknown and malformed names alike, and 401 without a session', async () => {
    for (const name of ['0'.repeat(64), 'A'.repeat(64), '..%2F..%2Fetc%2Fpasswd', 'abc']) {
      const res = await w.as('lender').get(`/get_loan_pdf/${name}?loan_id=${loanId}`);
      expect([res.status, (await json<{ error: string }>(res)).error]).toEqual([
        404,
        MESSAGES.errorDownloadingPdf,
      ]);
    }
    expect((await w.anonymous().get(`/get_loan_pdf/${'0'.repeat(64)}`)).status).toBe(401);
  });
});

describe('GET /api/get_image/{blobName}', () => {
  it('serves images only, inline with their type and the name their uploader gave them', async () => {
    const thread = await w.raise('investor');
    const png = await w.upload('dueDiligence', SAMPLE.png('photo'), 'photo.png');
    await w.as('dueDiligence').post('/stipulations_reply', {
      stipulation_id: thread._id,
      docName: 'Photo',
      message: 'See photo',
      blobName: png,
    });
    const res = await w.as('investor').get(`/get_image/${png}?stipulation_id=${thread._id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="photo.png"; filename*=UTF-8''photo.png`,
    );
    const pdf = String((thread.messages[0] as Json).blobName);
    const notImage = await w.as('investor').get(`/get_image/${pdf}?stipulation_id=${thread._id}`);
    expect([notImage.status, (await json<{ error: string }>(notImage)).error]).toEqual([
      404,
      MESSAGES.errorDownloadingImage,
    ]);
    expect(await status('lender', `/get_image/${png}?stipulation_id=${thread._id}`)).toBe(404);
    expect((await w.anonymous().get(`/get_image/${png}.png?stipulation_id=${thread._id}`)).status).toBe(401);
  });
});
