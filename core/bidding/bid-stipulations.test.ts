import { describe, expect, it } from 'vitest';
import { recordUploads } from '../documents/testing/uploads';
import { unwrap } from '../errors/result';
import { sendBidStipulation, viewBidStipulations } from './bid-stipulations';
import {
  biddingWorld,
  DAY,
  DD_FIRM,
  INVESTORS,
  LENDER,
  OTHER_LENDER,
  openLoans,
} from './testing/bidding-world';

const [alder, birch] = INVESTORS;

async function thread() {
  const w = await biddingWorld();
  const bidId = (await openLoans(w, ['loan-1'], DAY))['loan-1']!;
  return { w, bidId, key: { bidId, bidderId: alder.userId } };
}

describe('the question thread between a bidder and the lender on a bid', () => {
  it('lets the bidder ask and the lender answer, notifying the other side each time', async () => {
    const { w, bidId, key } = await thread();
    const [blobName] = await recordUploads(w.deps, [alder.userId], ['q.pdf']);
    const asked = unwrap(
      await sendBidStipulation(w.deps, alder, {
        ...key,
        bidderName: 'Someone Else',
        message: '  Is the appraisal recent? ',
        docName: 'q.pdf',
        blobName,
      }),
    ).question;
    expect(asked).toMatchObject({
      bidId,
      bidderId: alder.userId,
      senderId: alder.userId,
      senderName: alder.name,
      message: 'Is the appraisal recent?',
      docName: 'q.pdf',
      blobName,
    });
    w.clock.advance(60_000);
    unwrap(await sendBidStipulation(w.deps, LENDER, { ...key, message: 'Yes, from January.' }));

    for (const reader of [alder, LENDER]) {
      const { messages } = unwrap(await viewBidStipulations(w.deps, reader, key));
      expect(messages.map((m) => [m.senderName, m.message])).toEqual([
        [alder.name, 'Is the appraisal recent?'],
        [LENDER.name, 'Yes, from January.'],
      ]);
    }
    const notes = w.outbox().filter((m) => m.channel === 'notification');
    expect(notes.map((m) => [m.to, m.notificationType, m.data?.tapeName])).toEqual([
      [LENDER.userId, 'bidQuestion', 'Spring Tape'],
      [alder.userId, 'bidAnswer', 'Spring Tape'],
    ]);
    expect(notes.map((m) => m.body)).toEqual([
      `${alder.name} wrote about loan LN-loan-1 (Spring Tape).`,
      `${LENDER.name} wrote about loan LN-loan-1 (Spring Tape).`,
    ]);
    expect(notes.some((m) => m.body.includes(bidId))).toBe(false);
    const audited = w.audit().filter((e) => e.type === 'bid.question');
    expect(audited.map((e) => [e.actorId, e.subjectId, e.data.side, e.data.bidderId])).toEqual([
      [alder.userId, bidId, 'bidder', alder.userId],
      [LENDER.userId, bidId, 'lender', alder.userId],
    ]);
  });

  it('keeps every other party out, reading or writing', async () => {
    const { w, key } = await thread();
    unwrap(await sendBidStipulation(w.deps, alder, { ...key, message: 'Hello' }));
    for (const outsider of [birch, OTHER_LENDER, DD_FIRM]) {
      expect(await viewBidStipulations(w.deps, outsider, key)).toMatchObject({
        ok: false,
        error: { kind: 'forbidden', code: 'BID.NOT_THREAD_PARTY' },
      });
      expect((await sendBidStipulation(w.deps, outsider, { ...key, message: 'Hi' })).ok).toBe(false);
    }
    // A bidder cannot open a thread in another bidder's name, nor the lender with themself.
    expect((await sendBidStipulation(w.deps, birch, { ...key, message: 'Hi' })).ok).toBe(false);
    expect(
      (await viewBidStipulations(w.deps, LENDER, { bidId: key.bidId, bidderId: LENDER.userId })).ok,
    ).toBe(false);
  });

  it('refuses a file the sender did not upload, writing nothing', async () => {
    const { w, key } = await thread();
    // The lender's file, whose name the bidder learnt somehow, and a name that is no blob at all.
    const [lendersFile] = await recordUploads(w.deps, [LENDER.userId], ['rent-roll.pdf']);
    for (const blobName of [lendersFile, 'rent-roll.pdf']) {
      expect(
        await sendBidStipulation(w.deps, alder, { ...key, message: 'See this', blobName }),
      ).toMatchObject({
        ok: false,
        error: { kind: 'invalid', code: 'UPLOAD.UNKNOWN_BLOB', message: 'Please upload a valid file' },
      });
    }
    expect(w.audit().filter((e) => e.type === 'bid.question')).toEqual([]);
    expect(unwrap(await viewBidStipulations(w.deps, alder, key)).messages).toEqual([]);
  });

  it('lets the lender only answer a thread the bidder started', async () => {
    const { w, key } = await thread();
    expect(await sendBidStipulation(w.deps, LENDER, { ...key, message: 'Buy now!' })).toMatchObject({
      ok: false,
      error: { code: 'BID.NO_QUESTION_YET' },
    });
  });

  it('refuses an empty or overlong message, an unknown bid and a malformed request', async () => {
    const { w, key } = await thread();
    expect(await sendBidStipulation(w.deps, alder, { ...key, message: '   ' })).toMatchObject({
      ok: false,
      error: { code: 'BID.MESSAGE_REQUIRED' },
    });
    expect(await sendBidStipulation(w.deps, alder, { ...key, message: 'x'.repeat(2001) })).toMatchObject({
      ok: false,
      error: { code: 'BID.MESSAGE_TOO_LONG' },
    });
    expect(await sendBidStipulation(w.deps, alder, { ...key, bidId: 'nope', message: 'Hi' })).toMatchObject({
      ok: false,
      error: { code: 'BID.NOT_FOUND' },
    });
    expect(await viewBidStipulations(w.deps, alder, { bidId: '', bidderId: alder.userId })).toMatchObject({
      ok: false,
      error: { code: 'BID.INVALID_REQUEST' },
    });
    expect(w.db.table('bidQuestions').size).toBe(0);
  });
});
