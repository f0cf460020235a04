import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import { TRANSFER_MESSAGES } from '../../../../core/transfer/transfer.errors';
import { IDENTITY_MISMATCH_MESSAGE } from '../dto/identity';
import { type Json, json } from '../testing/test-client';
import { type DiligenceWorld, diligenceWorld, TAPE } from './testing/diligence-world';
import { SAMPLE } from './testing/sample-files';

let w: DiligenceWorld;
beforeEach(async () => {
  w = await diligenceWorld();
});
afterEach(() => w.close());

const refusal = async (res: Response) => (await json<{ error: string; code: string }>(res)).error;

describe('POST /api/start_due_diligence', () => {
  it('opens a case for the investor with the firm, stores the file by its hash and tells the firm', async () => {
    const res = await w.startDd();
    expect(res.status).toBe(201);
    const { data, statusText } = await json<{ data: Json; statusText: string }>(res);
    expect(statusText).toBe('Due diligence started');
    expect(data).toMatchObject({ tape_name: TAPE, investorId: 'investor-1', ddFirmId: 'dd-1' });
    expect(data.blobName).toMatch(/^[0-9a-f]{64}$/);
    expect(await w.deps.blobs.exists(String(data.blobName))).toBe(true);
    expect(await w.notified('dd-1')).toEqual(['notifyDueDiligence']);
  });

  it("answers 'Please select required field.' without a file or without a second party", async () => {
    const noFile = await w
      .as('investor')
      .upload('/start_due_diligence', [], { tapeName: TAPE, partyB: 'dd-1' });
    expect(noFile.status).toBe(400);
    expect(await refusal(noFile)).toBe(MESSAGES.selectRequiredField);
    const noParty = await w.startDd('investor', { partyB: '' });
    expect(noParty.status).toBe(400);
    expect(await refusal(noParty)).toBe(MESSAGES.selectRequiredField);
  });

  it('refuses a second case on the same tape, an unknown tape and a second party that is no firm', async () => {
    expect((await w.startDd()).status).toBe(201);
    const again = await w.startDd();
    expect([again.status, await refusal(again)]).toEqual([409, TRANSFER_MESSAGES.ddAlreadyStarted]);
    const unknown = await w.startDd('investor2', { tapeName: 'No such tape' });
    expect([unknown.status, await refusal(unknown)]).toEqual([404, TRANSFER_MESSAGES.tapeNotFound]);
    const notFirm = await w.startDd('investor2', { partyB: 'lender-1' });
    expect([notFirm.status, await refusal(notFirm)]).toEqual([400, TRANSFER_MESSAGES.notADdFirm]);
  });

  it('is for investors only, acting as themselves, and needs a session', async () => {
    expect((await w.startDd('lender')).status).toBe(403);
    expect((await w.startDd('dueDiligence')).status).toBe(403);
    const forged = await w.startDd('investor', { user_id: 'investor-2' });
    expect([forged.status, await refusal(forged)]).toEqual([403, IDENTITY_MISMATCH_MESSAGE]);
    const anonymous = await w
      .anonymous()
      .upload('/start_due_diligence', [{ name: 'a.pdf', bytes: new Uint8Array([1]) }]);
    expect([anonymous.status, await refusal(anonymous)]).toEqual([401, MESSAGES.sessionExpired]);
    // None of the refused attempts opened a case.
    expect(await w.as('investor').get('/due_diligence_cases').then(json)).toMatchObject({ data: [] });
  });
});

describe('what a refused start leaves behind', () => {
  const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

  it('stores no engagement file for a start the use case or the identity check refuses', async () => {
    const tries: [string, Record<string, string>, string][] = [
      ['investor', { tapeName: 'No such tape' }, 'unknown tape'],
      ['investor', { partyB: 'lender-1' }, 'no firm'],
      ['investor', { user_id: 'investor-2' }, 'forged'],
      ['lender', {}, 'lender'],
      ['dueDiligence', {}, 'firm'],
    ];
    for (const [who, fields, label] of tries) {
      const file = SAMPLE.pdf(`engagement ${label}`);
      const res = await w.startDd(who as 'investor', fields, file);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(await w.deps.blobs.exists(sha256(file))).toBe(false);
    }
    const accepted = SAMPLE.pdf('engagement accepted');
    expect((await w.startDd('investor', {}, accepted)).status).toBe(201);
    expect(await w.deps.blobs.exists(sha256(accepted))).toBe(true);
  });

  it('records the engagement file in the blob ledger only with the case: a refused start leaves no ledger row', async () => {
    const recorded = (bytes: Uint8Array, userId: string) =>
      w.deps.trading.uow.run((s) => s.blobUploads.uploadedBy(sha256(bytes), userId));
    const attempt = async (who: 'investor' | 'investor2', fields: Record<string, string>, label: string) => {
      const file = SAMPLE.pdf(`engagement ${label}`);
      const res = await w.startDd(who, fields, file);
      return { status: res.status, recorded: await recorded(file, w.actors[who].userId) };
    };
    // Each refused by the use case, past the point where the file used to be recorded.
    expect(await attempt('investor', { tapeName: 'No such tape' }, 'unknown tape')).toEqual({
      status: 404,
      recorded: false,
    });
    expect(await attempt('investor', { partyB: 'lender-1' }, 'no firm')).toEqual({
      status: 400,
      recorded: false,
    });
    expect((await attempt('investor2', {}, 'no stake')).recorded).toBe(false);
    expect(await attempt('investor', {}, 'accepted')).toEqual({ status: 201, recorded: true });
    expect(await attempt('investor', {}, 'second case')).toEqual({ status: 409, recorded: false });
  });

  it('refuses a caller who may not start due diligence before reading the file', async () => {
    // A body that is not even multipart: only a route that reads it first would call it malformed.
    const res = await w.as('lender').post('/start_due_diligence', 'not multipart');
    expect(res.status).toBe(403);
  });
});

describe('GET /api/due_diligence_cases', () => {
  it('lists a case to its investor and its firm, and to nobody else', async () => {
    await w.startDd();
    const tapes = async (who: 'investor' | 'dueDiligence' | 'lender' | 'investor2') =>
      (await json<{ data: Json[] }>(await w.as(who).get('/due_diligence_cases'))).data.map(
        (c) => c.tape_name,
      );
    expect(await tapes('investor')).toEqual([TAPE]);
    expect(await tapes('dueDiligence')).toEqual([TAPE]);
    expect(await tapes('lender')).toEqual([]);
    expect(await tapes('investor2')).toEqual([]);
    expect((await w.anonymous().get('/due_diligence_cases')).status).toBe(401);
  });
});
