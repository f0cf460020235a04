/**
 * Upload refusals on SQLite and PostgreSQL: an engagement file over 50,000,000 bytes, content that is not
 * what its extension claims, two files or none — refused with the spec's texts before anything
 * is stored, so no blob, no due-diligence case, no bid and no trade event is left behind.
 */
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import { UPLOAD_MAX_BYTES } from '../../../../core/validation/constants';
import { VALIDATION_MESSAGES } from '../../../../core/validation/messages';
import { testDatabases } from '../../../db/testing/test-databases';
import { writeXlsx } from '../../../spreadsheet/write-sheet';
import { kyselyTradingBackend } from '../testing/kysely-trading-backend';
import { type Json, json } from '../testing/test-client';
import { type DiligenceWorld, diligenceWorld, TAPE } from './testing/diligence-world';
import { SAMPLE } from './testing/sample-files';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const refusal = async (res: Response) => [res.status, (await json<{ error: string }>(res)).error];

describe.each(testDatabases().map((b) => [b.name, b] as const))('upload refusals on %s', (_n, backend) => {
  let w: DiligenceWorld;

  beforeEach(async () => {
    w = await diligenceWorld({ backend: kyselyTradingBackend(backend) });
  });
  afterEach(async () => {
    expect(w.failures).toEqual([]);
    await w.close();
  });

  it('refuses a disguised file, two files or none on upload_file, and stores nothing', async () => {
    const disguised = await w
      .as('lender')
      .upload('/upload_file', [{ name: 'report.pdf', bytes: SAMPLE.png('x') }]);
    expect(await refusal(disguised)).toEqual([400, VALIDATION_MESSAGES.unsupportedFormat('report.pdf')]);
    const two = await w.as('lender').upload('/upload_file', [
      { name: 'a.pdf', bytes: SAMPLE.pdf('a') },
      { name: 'b.pdf', bytes: SAMPLE.pdf('b') },
    ]);
    expect(await refusal(two)).toEqual([400, VALIDATION_MESSAGES.onlyOneFile]);
    expect(await refusal(await w.as('lender').upload('/upload_file', []))).toEqual([
      400,
      VALIDATION_MESSAGES.uploadValidFile,
    ]);
    for (const bytes of [SAMPLE.png('x'), SAMPLE.pdf('a')])
      expect(await w.deps.blobs.exists(sha256(bytes))).toBe(false);
  });

  it('opens no due-diligence case for an engagement file too big or disguised', async () => {
    // The one oversize upload of the file (50 MB each is slow): upload_file's is in memory.
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(SAMPLE.pdf('big'));
    const oversize = await w.startDd('investor', {}, big);
    expect(await refusal(oversize)).toEqual([413, MESSAGES.fileTooBig]);
    const form = { tapeName: TAPE, partyB: 'dd-1' };
    const disguised = await w
      .as('investor')
      .upload('/start_due_diligence', [{ name: 'engagement.pdf', bytes: SAMPLE.zip('not a pdf') }], form);
    expect((await json(disguised)).error).toBe(VALIDATION_MESSAGES.unsupportedFormat('engagement.pdf'));
    const cases = await json<{ data: Json[] }>(await w.as('investor').get('/due_diligence_cases'));
    expect(cases.data).toEqual([]);
    expect((await w.audit()).filter((e) => e.type === 'dd.started')).toEqual([]);
  });

  it('places no bid from two sheets in one upload or a sheet that is not a workbook', async () => {
    await w.seedBids([w.loans[0]!.id]);
    const bytes = writeXlsx({ headers: ['_id', 'amount'], rows: [[w.loans[0]!.id, 1500]] });
    const two = await w.as('investor').upload('/bulk_bid_upload?confirm=true', [
      { name: 'a.xlsx', bytes },
      { name: 'b.xlsx', bytes },
    ]);
    expect(await refusal(two)).toEqual([400, VALIDATION_MESSAGES.onlyOneFile]);
    const pdf = await w
      .as('investor')
      .upload('/bulk_bid_upload?confirm=true', [{ name: 'bids.xlsx', bytes: SAMPLE.pdf('bids') }]);
    expect(await refusal(pdf)).toEqual([400, VALIDATION_MESSAGES.unsupportedFormat('bids.xlsx')]);
    expect((await w.audit()).filter((e) => e.type === 'bid.placed')).toEqual([]);
  });
});
