/**
 * Due diligence on SQLite and PostgreSQL: one happy path for every call of the diligence
 * router over the composition root's stores — uploads recorded in the blob ledger, the case,
 * a query thread answered under both methods and resolved with final documents, a loan's
 * documents checked red to green, and the files served back to those who may read them.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REQUIRED_DOCUMENTS } from '../../../../core/documents/required-documents';
import { testDatabases } from '../../../db/testing/test-databases';
import { kyselyTradingBackend } from '../testing/kysely-trading-backend';
import { routeCoverage, routerCalls } from '../testing/route-coverage';
import { type Json, json } from '../testing/test-client';
import { diligenceRoutes } from './index';
import { type DiligenceWorld, diligenceWorld, TAPE } from './testing/diligence-world';
import { SAMPLE } from './testing/sample-files';

describe.each(testDatabases().map((b) => [b.name, b] as const))('due diligence on %s', (_n, backend) => {
  const coverage = routeCoverage();
  let w: DiligenceWorld;

  beforeEach(async () => {
    w = await diligenceWorld({ backend: kyselyTradingBackend(backend), observe: coverage.observe });
    expect((await w.startDd()).status).toBe(201);
  });
  afterEach(async () => {
    expect(w.failures).toEqual([]);
    await w.close();
  });

  it('engages the firm, answers a query under both methods, resolves it and serves its files', async () => {
    for (const who of ['investor', 'dueDiligence'] as const) {
      const cases = await json<{ data: Json[] }>(await w.as(who).get('/due_diligence_cases'));
      expect(cases.data.map((c) => [c.tape_name, c.investorId, c.ddFirmId])).toEqual([
        [TAPE, 'investor-1', 'dd-1'],
      ]);
    }
    const thread = await w.raise('investor');
    const png = await w.upload('dueDiligence', SAMPLE.png('photo'), 'photo.png');
    const answer = { stipulation_id: thread._id, docName: 'Photo', message: 'See photo', blobName: png };
    expect((await w.as('dueDiligence').post('/stipulations_reply', answer)).status).toBe(200);
    const pdf = await w.upload('investor', SAMPLE.pdf('thanks'), 'thanks.pdf');
    const thanks = { ...answer, docName: 'Thanks', message: 'Thanks', blobName: pdf };
    expect((await w.as('investor').put('/stipulations_reply', thanks)).status).toBe(200);
    const view = await json<{ dropdown: Json[]; data: { messages: Json[] }[] }>(
      await w.as('investor').get(`/stipulations_view/${w.loans[0]!.id}`),
    );
    expect(view.data[0]!.messages.map((m) => [m.sender, m.blobName])).toEqual([
      ['investor-1', (thread.messages[0] as Json).blobName],
      ['dd-1', png],
      ['investor-1', pdf],
    ]);

    const image = await w.as('investor').get(`/get_image/${png}?stipulation_id=${thread._id}`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(SAMPLE.png('photo'));
    const file = await w.as('dueDiligence').get(`/get_loan_pdf/${pdf}?stipulation_id=${thread._id}`);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect((await w.as('lender').get(`/get_loan_pdf/${pdf}?stipulation_id=${thread._id}`)).status).toBe(404);

    const tape = await w.upload('dueDiligence', SAMPLE.xlsx('generated tape'), 'ASF.xlsx', 'tape');
    const closed = await w
      .as('dueDiligence')
      .put('/stipulations_close', { stipulation_id: thread._id, finalDocs: [tape] });
    expect(closed.status).toBe(200);
    expect((await json<{ data: Json }>(closed)).data).toMatchObject({
      finalDocs: [tape],
      stipData: { closed: true },
    });
    expect(await w.notified('investor-1')).toContain('notifyStipulationReply');
    const events = (await w.audit()).filter((e) => e.subjectId === thread._id).map((e) => e.type);
    expect(events).toEqual(expect.arrayContaining(['stipulation.opened', 'stipulation.replied']));
  });

  it("files a loan's documents, lists them, checks them red to green and serves them", async () => {
    const loanId = w.loans[0]!.id;
    const check = async (who: 'investor' | 'lender') =>
      (
        await json<{ data: { data: { response: Json } } }>(
          await w.as(who).post('/processUserDocCheck', { loan_id: loanId }),
        )
      ).data.data.response.status;
    expect(await check('investor')).toBe('red');
    let deed = '';
    for (const [i, d] of REQUIRED_DOCUMENTS.entries()) {
      const blobName = await w.upload('lender', SAMPLE.pdf(d.docName), `${d.docName}.pdf`, 'missingDocument');
      if (i === 0) deed = blobName;
      const body = { loan_id: loanId, docName: d.docName, blobName, fileNameGiven: `${d.docName}.pdf` };
      expect((await w.as('lender').post('/uploadMissingDocs', body)).status).toBe(201);
    }
    expect(await check('lender')).toBe('green');
    const listed = await json<{ data: { documents: Json[] } }>(
      await w.as('dueDiligence').get(`/get_loans_list/fetchDocuments?_id=${loanId}`),
    );
    expect(listed.data.documents.map((d) => d.documentName).sort()).toEqual(
      REQUIRED_DOCUMENTS.map((d) => d.docName).sort(),
    );
    const served = await w.as('dueDiligence').get(`/get_loan_pdf/${deed}?loan_id=${loanId}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toContain(`${REQUIRED_DOCUMENTS[0]!.docName}.pdf`);
  });

  it('answered every call the diligence router documents with a 2xx', async () => {
    expect(coverage.unanswered(await routerCalls(diligenceRoutes))).toEqual([]);
  });
});
