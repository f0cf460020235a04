import { beforeEach, describe, expect, it } from 'vitest';
import { blobNamed } from '../documents/testing/uploads';
import { MESSAGES } from '../errors/messages';
import { cents } from '../money/cents';
import { listDueDiligenceCases, startDueDiligence } from './due-diligence';
import {
  aLoan,
  DD_FIRM,
  DD_FIRM2,
  INVESTOR,
  LENDER,
  RATING,
  TAPE,
  type TradeFixture,
  tradeFixture,
} from './testing/trade-fixture';
import { TRANSFER_MESSAGES } from './transfer.errors';

describe('starting due diligence', () => {
  let f: TradeFixture;
  beforeEach(async () => {
    f = tradeFixture();
    await f.addLoans(aLoan('loan-1'), aLoan('loan-9', { tapeName: 'Tape Z' }));
    await f.priceLoan('loan-1');
    await f.uploads(INVESTOR.userId, 'engagement.pdf', 'second.pdf');
  });
  const start = (actor = INVESTOR, over = {}) =>
    startDueDiligence(f.deps, actor, {
      tapeName: TAPE,
      partyB: DD_FIRM.userId,
      blobName: blobNamed('engagement.pdf'),
      ...over,
    });

  it('refuses an investor with no stake in the tape, and accepts one who bid on a loan of it', async () => {
    // Pooling a loan of the tape is a private shortlist, not a stake.
    await f.seed((s) => s.pools.setStatus(INVESTOR.userId, ['loan-9'], 'Added', '2026-01-15T11:00:00.000Z'));
    const r = await start(INVESTOR, { tapeName: 'Tape Z' });
    expect(!r.ok && r.error).toMatchObject({ kind: 'forbidden', code: 'DD.NO_STAKE' });
    expect(!r.ok && r.error.message).toBe(TRANSFER_MESSAGES.noStakeInTape);
    expect(f.audit()).toEqual([]);
    expect(f.notifications()).toEqual([]);
    await f.seed(async (s) => {
      await s.bids.insertMany([
        {
          id: 'bid-z',
          loanId: 'loan-9',
          tapeName: 'Tape Z',
          lenderId: LENDER.userId,
          status: 'open',
          validTill: '2026-01-16T12:00:00.000Z',
          loanAmountCents: (await s.loans.get('loan-9'))!.amountCents,
          openedBy: LENDER.userId,
          openedAt: '2026-01-15T11:00:00.000Z',
          closedAt: null,
          winnerId: null,
          winningAmountCents: null,
        },
      ]);
      await s.bids.placeEntry({
        bidId: 'bid-z',
        bidderId: INVESTOR.userId,
        amountCents: cents(100_000),
        placedAt: '2026-01-15T11:30:00.000Z',
        bought: false,
      });
    });
    const staked = await start(INVESTOR, { tapeName: 'Tape Z', blobName: blobNamed('second.pdf') });
    expect(staked.ok && staked.value.tapeName).toBe('Tape Z');
  });

  it('records a file sent with the start in the ledger in the same transaction: not at all when refused', async () => {
    const fresh = blobNamed('fresh-engagement.pdf');
    const recorded = () => f.read().blobUploads.uploadedBy(fresh, INVESTOR.userId);
    const withFile = { blobName: fresh, upload: { fileName: 'fresh-engagement.pdf' } };
    for (const over of [{ tapeName: 'No such tape' }, { partyB: LENDER.userId }, { tapeName: 'Tape Z' }]) {
      expect((await start(INVESTOR, { ...withFile, ...over })).ok).toBe(false);
      expect(await recorded()).toBe(false);
    }
    // Without `upload`, a file the actor never uploaded is refused as before.
    expect(await start(INVESTOR, { blobName: fresh })).toMatchObject({ ok: false });
    expect((await start(INVESTOR, withFile)).ok).toBe(true);
    expect(await recorded()).toBe(true);
    expect(await f.read().blobUploads.fileNameOf(fresh, INVESTOR.userId)).toBe('fresh-engagement.pdf');
  });

  it('opens a case for the investor with the chosen firm, audits it and tells the firm', async () => {
    const r = await start();
    expect(r.ok && r.value).toEqual({
      id: expect.any(String),
      tapeName: TAPE,
      investorId: INVESTOR.userId,
      ddFirmId: DD_FIRM.userId,
      fileBlobName: blobNamed('engagement.pdf'),
      startedAt: '2026-01-15T12:00:00.000Z',
    });
    expect(f.audit()).toMatchObject([{ type: 'dd.started', actorId: INVESTOR.userId, subjectId: TAPE }]);
    expect(f.notifications(DD_FIRM.userId)).toMatchObject([
      { channel: 'notification', notificationType: 'notifyDueDiligence', data: { tapeName: TAPE } },
    ]);
    const mine = await listDueDiligenceCases(f.deps, DD_FIRM);
    expect(mine.ok && mine.value.map((c) => c.investorId)).toEqual([INVESTOR.userId]);
  });

  it('asks for the second party and the file with "Please select required field."', async () => {
    for (const over of [{ partyB: '' }, { blobName: null }, { partyB: undefined, blobName: undefined }]) {
      const r = await start(INVESTOR, over);
      expect(!r.ok && r.error).toMatchObject({ kind: 'invalid', message: MESSAGES.selectRequiredField });
    }
  });

  it('is for investors only', async () => {
    for (const actor of [LENDER, DD_FIRM, RATING]) {
      const r = await start(actor);
      expect(!r.ok && r.error).toMatchObject({ kind: 'forbidden', code: 'PERMISSION.PERSONA' });
    }
  });

  it('needs an existing tape and a due-diligence firm as second party', async () => {
    const noTape = await start(INVESTOR, { tapeName: 'Nope' });
    expect(!noTape.ok && noTape.error).toMatchObject({ kind: 'not_found', code: 'DD.TAPE_NOT_FOUND' });
    for (const partyB of [RATING.userId, LENDER.userId, 'unknown']) {
      const r = await start(INVESTOR, { partyB });
      expect(!r.ok && r.error).toMatchObject({ kind: 'invalid', message: TRANSFER_MESSAGES.notADdFirm });
    }
  });

  it('refuses a second case by the same investor on the tape, leaving the first', async () => {
    await start();
    const again = await start(INVESTOR, { partyB: DD_FIRM2.userId });
    expect(!again.ok && again.error).toMatchObject({
      kind: 'conflict',
      message: TRANSFER_MESSAGES.ddAlreadyStarted,
    });
    const cases = await f.read().dueDiligence.casesForTapes([TAPE]);
    expect(cases.map((c) => c.ddFirmId)).toEqual([DD_FIRM.userId]);
    expect(f.audit()).toHaveLength(1);
  });
});
