import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '../../../../core/documents/documents.errors';
import { REQUIRED_DOCUMENTS } from '../../../../core/documents/required-documents';
import { MESSAGES } from '../../../../core/errors/messages';
import { VALIDATION_MESSAGES } from '../../../../core/validation/messages';
import { IDENTITY_MISMATCH_MESSAGE } from '../dto/identity';
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

const refusal = async (res: Response) => [res.status, (await json<{ error: string }>(res)).error];

async function file(docName: string, who: ActorKey = 'lender', bytes = SAMPLE.pdf(docName)) {
  const blobName = await w.upload(who, bytes, `${docName}.pdf`, 'missingDocument');
  return w
    .as(who)
    .post('/uploadMissingDocs', { loan_id: loanId, docName, blobName, fileNameGiven: `${docName}.pdf` });
}

const check = async (who: ActorKey, body: Json = {}) =>
  w.as(who).post('/processUserDocCheck', { loan_id: loanId, ...body });

describe('POST /api/uploadMissingDocs', () => {
  it("files the owner's upload as the next version of the document", async () => {
    const first = await file('Promissory Note');
    expect(first.status).toBe(201);
    expect(await json(first)).toMatchObject({
      statusText: MESSAGES.uploadSuccessful,
      data: {
        _id: loanId,
        documentName: 'Promissory Note',
        stage_name: 'Due-Diligence',
        revisions: [{ version: 1, uploaded_by: 'lender-1', fileNameGiven: 'Promissory Note.pdf' }],
      },
    });
    const second = await json<{ data: { revisions: Json[] } }>(
      await file('promissory  note', 'lender', SAMPLE.pdf('v2')),
    );
    expect(second.data.revisions.map((r) => r.version)).toEqual([1, 2]);
  });

  it('refuses anyone but the owner, a file of the wrong type, and a missing document name', async () => {
    expect(await refusal(await file('Appraisal Report', 'dueDiligence'))).toEqual([
      403,
      DOCUMENT_MESSAGES.notOwner,
    ]);
    const png = await w.upload('lender', SAMPLE.png('scan'), 'scan.png');
    const wrongType = await w
      .as('lender')
      .post('/uploadMissingDocs', { loan_id: loanId, docName: 'Title Policy', blobName: png });
    expect(await refusal(wrongType)).toEqual([400, VALIDATION_MESSAGES.uploadValidFile]);
    const pdf = await w.upload('lender', SAMPLE.pdf('unnamed'));
    const unnamed = await w
      .as('lender')
      .post('/uploadMissingDocs', { loan_id: loanId, docName: ' ', blobName: pdf });
    expect(await refusal(unnamed)).toEqual([400, VALIDATION_MESSAGES.documentNameRequired]);
    expect((await w.anonymous().post('/uploadMissingDocs', { loan_id: loanId })).status).toBe(401);
  });
});

describe('GET /api/get_loans_list/fetchDocuments', () => {
  it("shows a loan's documents to its owner and its due-diligence firm only", async () => {
    await file('Deed of Trust');
    const read = (who: ActorKey, query = '') =>
      w.as(who).get(`/get_loans_list/fetchDocuments?_id=${loanId}${query}`);
    for (const who of ['lender', 'dueDiligence'] as const) {
      const { data } = await json<{ data: { stages: string[]; documents: Json[] } }>(await read(who));
      expect(data.stages).toEqual(['Due-Diligence']);
      expect(data.documents.map((d) => d.documentName)).toEqual(['Deed of Trust']);
    }
    const otherStage = await json<{ data: { documents: Json[] } }>(
      await read('lender', '&stage_name=Closing'),
    );
    expect(otherStage.data.documents).toEqual([]);
    for (const who of ['investor', 'investor2', 'ratingAgency'] as const) {
      expect(await refusal(await read(who))).toEqual([403, DOCUMENT_MESSAGES.notAllowedToRead]);
    }
    expect((await w.as('lender').get('/get_loans_list/fetchDocuments?_id=nope')).status).toBe(404);
    expect((await w.anonymous().get(`/get_loans_list/fetchDocuments?_id=${loanId}`)).status).toBe(401);
  });
});

describe('POST /api/processUserDocCheck', () => {
  const response = async (res: Response) =>
    (await json<{ data: { data: { response: Json } } }>(res)).data.data.response;

  it('turns red, then amber, then green as the Core and then the Additional documents arrive', async () => {
    expect(await response(await check('investor', { investor_id: 'investor-1' }))).toMatchObject({
      status: 'red',
      statusText: MESSAGES.docStatusCritical,
      message: MESSAGES.documentsNeedAttention,
    });
    const core = REQUIRED_DOCUMENTS.filter((d) => d.type === 'Core');
    for (const d of core) await file(d.docName);
    expect(await response(await check('lender'))).toMatchObject({
      status: 'amber',
      statusText: MESSAGES.docStatusWarning,
    });
    for (const d of REQUIRED_DOCUMENTS.filter((d) => d.type === 'Additional')) await file(d.docName);
    const green = await response(await check('dueDiligence'));
    expect(green).toMatchObject({
      status: 'green',
      statusText: MESSAGES.docStatusComplete,
      message: MESSAGES.documentsComplete,
      requiredActions: [],
    });
    expect((green.docCheckModels as Json[]).every((m) => m.isDocAvailable)).toBe(true);
  });

  it('is for the parties of the loan, each acting as itself', async () => {
    expect(await refusal(await check('investor2'))).toEqual([403, DOCUMENT_MESSAGES.notAllowedToCheck]);
    expect(await refusal(await check('investor', { investor_id: 'investor-2' }))).toEqual([
      403,
      IDENTITY_MISMATCH_MESSAGE,
    ]);
    expect((await w.anonymous().post('/processUserDocCheck', { loan_id: loanId })).status).toBe(401);
  });
});
