/**
 * Files attached to bid questions (bidStipulations `blobName`): an image or a PDF its sender
 * uploaded, downloadable — under the name the sender gave it and with its type — by the bid's
 * bidder and lender only, when they say which thread holds it (`bid_id`, `bidder_id`).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE } from '../diligence/testing/sample-files';
import type { ActorKey } from '../testing/test-actors';
import { json } from '../testing/test-client';
import { type TradingWorld, tradingWorld } from '../testing/trading-world';

describe('files of bid questions', () => {
  let w: TradingWorld;
  let bidId: string;

  const upload = async (who: ActorKey, bytes: Uint8Array, name: string, context = 'biddingQuery') => {
    const res = await w.as(who).upload(`/upload_file?context=${context}`, [{ name, bytes }]);
    expect(res.status).toBe(201);
    return String((await json(res)).blobName);
  };
  const ask = (who: ActorKey, blobName: string, bidderId = 'investor-1') =>
    w
      .as(who)
      .post('/bidStipulations', { bidId, bidderId, message: 'See attached', docName: 'Terms', blobName });
  const download = (who: ActorKey, blobName: string, bidderId = 'investor-1', kind = 'get_loan_pdf') =>
    w.as(who).get(`/${kind}/${blobName}?bid_id=${bidId}&bidder_id=${bidderId}`);

  beforeEach(async () => {
    w = await tradingWorld();
    const [loan] = await w.seedTape({ tapeName: 'Spring', count: 1 });
    [{ id: bidId }] = await w.seedBids([loan!.id]);
  });
  afterEach(() => w.close());

  it("serves the bidder's attachment to the bidder and the lender under its stored name and type", async () => {
    const bytes = SAMPLE.pdf('term sheet');
    const blobName = await upload('investor', bytes, 'Term sheet.pdf');
    expect((await ask('investor', blobName)).status).toBe(201);
    for (const who of ['investor', 'lender'] as const) {
      const res = await download(who, blobName);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toContain('filename="Term sheet.pdf"');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    }
  });

  it("serves the lender's image answer through get_image to both parties", async () => {
    expect((await ask('investor', await upload('investor', SAMPLE.pdf('q'), 'q.pdf'))).status).toBe(201);
    const image = await upload('lender', SAMPLE.png('escrow'), 'escrow.png');
    expect((await ask('lender', image)).status).toBe(201);
    for (const who of ['investor', 'lender'] as const) {
      const res = await download(who, `${image}.png`, 'investor-1', 'get_image');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('content-disposition')).toContain('filename="escrow.png"');
    }
  });

  it('keeps the attachment from everyone outside the thread, whatever thread they name', async () => {
    const blobName = await upload('investor', SAMPLE.pdf('private'), 'private.pdf');
    expect((await ask('investor', blobName)).status).toBe(201);
    expect((await download('investor2', blobName)).status).toBe(404);
    expect((await download('investor2', blobName, 'investor-2')).status).toBe(404);
    expect((await download('dueDiligence', blobName)).status).toBe(404);
    // Without the thread, the bidder's own upload is not found either.
    expect((await w.as('investor').get(`/get_loan_pdf/${blobName}`)).status).toBe(404);
  });

  it('refuses to attach a file the bidding query screen does not take, or one the sender never uploaded', async () => {
    const workbook = await upload('investor', SAMPLE.xlsx('query'), 'tape.xlsx', 'default');
    expect((await ask('investor', workbook)).status).toBe(400);
    const lenders = await upload('lender', SAMPLE.pdf('lender only'), 'mine.pdf');
    expect((await ask('investor', lenders)).status).not.toBe(201);
  });
});
