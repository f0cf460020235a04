import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import { senderHexId } from '../../../../core/stipulations/stipulation';
import { STIPULATION_MESSAGES } from '../../../../core/stipulations/stipulations.errors';
import { VALIDATION_MESSAGES } from '../../../../core/validation/messages';
import { IDENTITY_MISMATCH_MESSAGE } from '../dto/identity';
import { type Json, json } from '../testing/test-client';
import { type DiligenceWorld, diligenceWorld } from './testing/diligence-world';
import { SAMPLE } from './testing/sample-files';

let w: DiligenceWorld;
beforeEach(async () => {
  w = await diligenceWorld();
  expect((await w.startDd()).status).toBe(201);
});
afterEach(() => w.close());

const refusal = async (res: Response) => [res.status, (await json<{ error: string }>(res)).error];

describe('POST /api/stipulations_create', () => {
  it('opens a thread in the spec §3 shape, the sender taken from the session and not the payload', async () => {
    const body = await w.queryBody('investor', {
      senderName: 'Someone Else',
      senderHexId: 'deadbeef',
      user_id: 'investor-1',
    });
    const res = await w.as('investor').post('/stipulations_create', body);
    expect(res.status).toBe(201);
    const { data } = await json<{ data: Json }>(res);
    expect(data).toMatchObject({
      baseCollectionId: w.loans[0]!.id,
      collectionName: 'loanMetadata',
      stage: 'Due-Diligence',
      partyA: { userId: 'investor-1', persona: 'Investor', name: 'Alder Capital', agreeToClosed: false },
      partyB: { userId: 'dd-1', persona: 'Due Diligence', name: 'Diligent Review', agreeToClosed: false },
      stipData: {
        partyA: { userId: 'investor-1', agreeToClosed: false },
        partyB: { userId: 'dd-1', agreeToClosed: false },
        closed: false,
      },
      resolveButton: { label: MESSAGES.markQueryAsResolve, disabled: false },
      notice: null,
    });
    expect((data.messages as Json[])[0]).toMatchObject({
      sender: 'investor-1',
      senderName: 'Alder Capital',
      senderHexId: senderHexId('investor-1'),
      uploadedBy: 'investor-1',
      docName: 'Appraisal is unsigned',
      blobName: body.blobName,
    });
    expect(await w.notified('dd-1')).toContain('notifyStipulation');
  });

  it('refuses identity fields naming someone else (403) and answers 401 without a session', async () => {
    for (const forged of [{ user_id: 'investor-2' }, { partyA: 'lender-1' }]) {
      const res = await w.as('investor').post('/stipulations_create', await w.queryBody('investor', forged));
      expect(await refusal(res)).toEqual([403, IDENTITY_MISMATCH_MESSAGE]);
    }
    const anonymous = await w.anonymous().post('/stipulations_create', {});
    expect(await refusal(anonymous)).toEqual([401, MESSAGES.sessionExpired]);
  });

  it("answers the form's messages, an unknown file, and outsiders and strangers as the core decides", async () => {
    const missing = await w
      .as('investor')
      .post('/stipulations_create', await w.queryBody('investor', { message: '' }));
    expect(await refusal(missing)).toEqual([400, MESSAGES.selectRequiredField]);
    const noLoan = await w
      .as('investor')
      .post('/stipulations_create', await w.queryBody('investor', { loanId: null }));
    expect(await refusal(noLoan)).toEqual([400, MESSAGES.selectRequiredField]);
    const ghost = await w
      .as('investor')
      .post('/stipulations_create', await w.queryBody('investor', { blobName: 'a'.repeat(64) }));
    expect(await refusal(ghost)).toEqual([400, VALIDATION_MESSAGES.uploadValidFile]);
    const outsider = await w.as('investor2').post('/stipulations_create', await w.queryBody('investor2'));
    expect(await refusal(outsider)).toEqual([403, STIPULATION_MESSAGES.notAParty]);
    const stranger = await w
      .as('investor')
      .post('/stipulations_create', await w.queryBody('investor', { partyB: 'investor-2' }));
    expect(await refusal(stranger)).toEqual([403, STIPULATION_MESSAGES.secondPartyNotAllowed]);
  });
});

describe('GET /api/stipulations_view/{loan _id}', () => {
  it("shows each party its own threads and whom it may write to; nobody reads another party's thread", async () => {
    const thread = await w.raise('investor');
    const view = async (who: 'investor' | 'dueDiligence' | 'lender') =>
      json<{ dropdown: Json[]; data: Json[] }>(await w.as(who).get(`/stipulations_view/${w.loans[0]!.id}`));
    const investor = await view('investor');
    expect(investor.dropdown.map((d) => d.userId)).toEqual(['lender-1', 'dd-1']);
    expect(investor.data.map((t) => t._id)).toEqual([thread._id]);
    expect((await view('dueDiligence')).data.map((t) => t._id)).toEqual([thread._id]);
    const lender = await view('lender');
    expect(lender.dropdown.map((d) => d.persona)).toEqual(['Investor', 'Due Diligence']);
    expect(lender.data).toEqual([]);
    const outsider = await w.as('investor2').get(`/stipulations_view/${w.loans[0]!.id}`);
    expect(await refusal(outsider)).toEqual([403, STIPULATION_MESSAGES.notAParty]);
    const forged = await w.as('investor').get(`/stipulations_view/${w.loans[0]!.id}?user_id=dd-1`);
    expect(await refusal(forged)).toEqual([403, IDENTITY_MISMATCH_MESSAGE]);
    expect((await w.anonymous().get(`/stipulations_view/${w.loans[0]!.id}`)).status).toBe(401);
  });
});

describe('/api/stipulations_reply (POST and PUT)', () => {
  it('adds the reply of either party under either method, and tells the other party', async () => {
    const thread = await w.raise('investor');
    for (const [who, send] of [
      ['dueDiligence', 'post'],
      ['investor', 'put'],
    ] as const) {
      const blobName = await w.upload(who, SAMPLE.png(`reply-${who}`), 'signed.png');
      const res = await w.as(who)[send]('/stipulations_reply', {
        stipulation_id: thread._id,
        docName: 'Signed appraisal',
        message: 'Attached',
        blobName,
      });
      expect(res.status).toBe(200);
      const { data } = await json<{ data: { messages: Json[] } }>(res);
      expect(data.messages.at(-1)).toMatchObject({ sender: w.actors[who].userId, blobName });
    }
    expect(await w.notified('investor-1')).toContain('notifyStipulationReply');
  });

  it('refuses a forged sender, a missing document name, and a thread the caller is not a party to', async () => {
    const thread = await w.raise('investor');
    const blobName = await w.upload('dueDiligence', SAMPLE.pdf('reply'));
    const reply = { stipulation_id: thread._id, docName: 'Signed', message: 'Attached', blobName };
    expect(
      await refusal(
        await w.as('dueDiligence').post('/stipulations_reply', { ...reply, sender: 'investor-1' }),
      ),
    ).toEqual([403, IDENTITY_MISMATCH_MESSAGE]);
    expect(
      await refusal(await w.as('dueDiligence').post('/stipulations_reply', { ...reply, docName: '' })),
    ).toEqual([400, VALIDATION_MESSAGES.documentNameRequired]);
    expect(await refusal(await w.as('lender').post('/stipulations_reply', reply))).toEqual([
      404,
      STIPULATION_MESSAGES.notFound,
    ]);
    expect((await w.anonymous().put('/stipulations_reply', reply)).status).toBe(401);
  });
});
