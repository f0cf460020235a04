/**
 * The trading upload routes at the edges of multipart: a part header the parser cannot read is
 * the 400 'Please upload a valid file' on each of them (it was a 500), and a file name written in
 * UTF-8 comes back unchanged in the download's Content-Disposition.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../../core/validation/messages';
import { type DiligenceWorld, diligenceWorld } from './diligence/testing/diligence-world';
import { SAMPLE } from './diligence/testing/sample-files';
import { type ActorKey, testBearer } from './testing/test-actors';
import { json } from './testing/test-client';

const BOUNDARY = 'trading-edge-boundary';

let w: DiligenceWorld;
beforeEach(async () => {
  w = await diligenceWorld();
});
afterEach(() => w.close());

/** POSTs a multipart body whose only part has a header line without a colon. */
function malformed(who: ActorKey, path: string): Promise<Response> {
  const body = `--${BOUNDARY}\r\nContent-Disposition form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7\r\n--${BOUNDARY}--\r\n`;
  return Promise.resolve(
    w.app.request(`/api${path}`, {
      method: 'POST',
      body,
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        authorization: testBearer(w.actors[who].userId),
      },
    }),
  );
}

describe('the trading upload routes', () => {
  it('answer a malformed part header with the 400 refusal, never a 500', async () => {
    for (const [who, path] of [
      ['lender', '/upload_file'],
      ['investor', '/start_due_diligence'],
      ['investor', '/bulk_bid_upload'],
      ['lender', '/excel_Upload'],
    ] as const) {
      const res = await malformed(who, path);
      expect([path, res.status, (await json(res)).error]).toEqual([
        path,
        400,
        VALIDATION_MESSAGES.uploadValidFile,
      ]);
    }
    expect(w.failures).toEqual([]);
  });

  it('gives back a UTF-8 file name as it was uploaded', async () => {
    expect((await w.startDd()).status).toBe(201);
    const name = 'Übersicht-年度.pdf';
    const blobName = await w.upload('investor', SAMPLE.pdf('overview'), name);
    const thread = await w.raise('investor', { blobName });
    const res = await w.as('investor').get(`/get_loan_pdf/${blobName}?stipulation_id=${thread._id}`);
    expect(res.status).toBe(200);
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(name);
  });
});
