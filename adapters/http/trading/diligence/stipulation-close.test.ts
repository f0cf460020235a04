import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
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
type Thread = Json & {
  stipData: Json;
  resolveButton: Json;
  notice: string | null;
  messages: Json[];
  finalDocs: string[];
};

describe('PUT /api/stipulations_close', () => {
  it('closes the thread for both parties, shows each its button, and tells the lender it may transfer', async () => {
    const thread = await w.raise('investor');
    const res = await w
      .as('investor')
      .put('/stipulations_close', { stipulation_id: thread._id, user_id: 'investor-1' });
    expect(res.status).toBe(200);
    const closed = await json<{ success: boolean; statusText: string; data: Thread }>(res);
    expect(closed).toMatchObject({ success: true, statusText: 'Query marked as resolved' });
    expect(closed.data.stipData).toEqual({
      partyA: { userId: 'investor-1', agreeToClosed: true },
      partyB: { userId: 'dd-1', agreeToClosed: false },
      closed: true,
    });
    expect(closed.data).toMatchObject({
      resolveButton: { label: MESSAGES.resolved, disabled: true },
      notice: MESSAGES.stipulationAlreadyClosed,
    });
    const firm = await json<{ data: Thread[] }>(
      await w.as('dueDiligence').get(`/stipulations_view/${w.loans[0]!.id}`),
    );
    expect(firm.data[0]).toMatchObject({
      resolveButton: { label: MESSAGES.stipulationClosed, disabled: true },
      notice: null,
    });
    // The first is the investor's price that is its stake in the tape (the world's setting).
    expect(await w.notified('lender-1')).toEqual(['notifyStakeholderPrice', 'notifyTransferTape']);
  });

  it("answers 'Stipulation already closed' to a second close and to a reply, and blocks a new query in the stage", async () => {
    const thread = await w.raise('investor');
    await w.as('investor').put('/stipulations_close', { stipulation_id: thread._id });
    const again = await w.as('dueDiligence').put('/stipulations_close', { stipulation_id: thread._id });
    expect(await refusal(again)).toEqual([409, MESSAGES.stipulationAlreadyClosed]);
    const blobName = await w.upload('dueDiligence', SAMPLE.pdf('late'));
    const late = await w.as('dueDiligence').post('/stipulations_reply', {
      stipulation_id: thread._id,
      docName: 'Late',
      message: 'Late',
      blobName,
    });
    expect(await refusal(late)).toEqual([409, MESSAGES.stipulationAlreadyClosed]);
    const next = await w
      .as('investor')
      .post('/stipulations_create', await w.queryBody('investor', { docInfo: 'Another' }));
    expect(await refusal(next)).toEqual([422, MESSAGES.queryResolvedForStage]);
  });

  it('lets a due-diligence firm resolve only with its final documents, which the thread then records', async () => {
    const thread = await w.raise('investor');
    const bare = await w.as('dueDiligence').put('/stipulations_close', { stipulation_id: thread._id });
    expect(await refusal(bare)).toEqual([400, STIPULATION_MESSAGES.finalDocsRequired]);
    const ghost = await w
      .as('dueDiligence')
      .put('/stipulations_close', { stipulation_id: thread._id, finalDocs: ['f'.repeat(64)] });
    expect(await refusal(ghost)).toEqual([400, VALIDATION_MESSAGES.uploadValidFile]);
    const tape = await w.upload('dueDiligence', SAMPLE.xlsx('generated tape'), 'ASF.xlsx', 'tape');
    const res = await w.as('dueDiligence').put('/stipulations_close', {
      stipulation_id: thread._id,
      finalDocs: [tape],
      message: 'Tapes attached',
    });
    expect(res.status).toBe(200);
    const { data } = await json<{ data: Thread }>(res);
    expect(data.finalDocs).toEqual([tape]);
    expect(data.messages.at(-1)).toMatchObject({
      sender: 'dd-1',
      message: 'Tapes attached',
      blobName: null,
      uploadedBy: null,
    });
    expect(data.stipData).toMatchObject({ partyB: { userId: 'dd-1', agreeToClosed: true }, closed: true });
  });

  it('refuses a forged user_id, a thread of others, and a caller without a session', async () => {
    const thread = await w.raise('investor');
    expect(
      await refusal(
        await w.as('investor').put('/stipulations_close', { stipulation_id: thread._id, user_id: 'dd-1' }),
      ),
    ).toEqual([403, IDENTITY_MISMATCH_MESSAGE]);
    expect(
      await refusal(await w.as('lender').put('/stipulations_close', { stipulation_id: thread._id })),
    ).toEqual([404, STIPULATION_MESSAGES.notFound]);
    expect((await w.anonymous().put('/stipulations_close', { stipulation_id: thread._id })).status).toBe(401);
    const view = await json<{ data: Thread[] }>(
      await w.as('investor').get(`/stipulations_view/${w.loans[0]!.id}`),
    );
    expect(view.data[0]!.stipData).toMatchObject({ closed: false });
  });
});
