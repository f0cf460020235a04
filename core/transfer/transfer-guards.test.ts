import { beforeEach, describe, expect, it } from 'vitest';
import type { DomainError } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';
import type { Result } from '../errors/result';
import { cents } from '../money/cents';
import { openStipulation } from '../stipulations/open-stipulation';
import { patchStores } from '../testing/patch-stores';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { refusalOf, sale, saleWorld } from './testing/sale-world';
import {
  DD_FIRM,
  INVESTOR,
  INVESTOR2,
  LENDER,
  RATING,
  TAPE,
  type TradeFixture,
} from './testing/trade-fixture';
import { TRANSFER_MESSAGES } from './transfer.errors';
import { transferLoanNew } from './transfer-loans';

describe('what blocks a transfer', () => {
  let f: TradeFixture;
  beforeEach(async () => {
    f = await saleWorld();
  });
  const refusal = (attempt: Promise<Result<unknown, DomainError>>) => refusalOf(f, attempt);

  it('refuses an empty selection, missing parties and a transfer to oneself', async () => {
    expect(await refusal(transferLoanNew(f.deps, LENDER, sale({ loanIds: [] })))).toMatchObject({
      message: M.selectAtLeastOneLoan,
    });
    expect(await refusal(transferLoanNew(f.deps, LENDER, sale({ investorId: '' })))).toMatchObject({
      kind: 'invalid',
      message: MESSAGES.invalidRequest,
    });
    expect(await refusal(transferLoanNew(f.deps, LENDER, sale({ investorId: LENDER.userId })))).toMatchObject(
      {
        message: TRANSFER_MESSAGES.sameParty,
      },
    );
  });

  it('refuses due-diligence firms and rating agencies, and anyone acting for someone else', async () => {
    for (const actor of [DD_FIRM, RATING]) {
      expect(await refusal(transferLoanNew(f.deps, actor, sale()))).toMatchObject({
        kind: 'forbidden',
        code: 'PERMISSION.PERSONA',
      });
    }
    expect(await refusal(transferLoanNew(f.deps, INVESTOR2, sale()))).toMatchObject({
      code: 'TRANSFER.NOT_SELF',
    });
    const otherLender = { ...LENDER, userId: 'lender-2' };
    expect(await refusal(transferLoanNew(f.deps, otherLender, sale()))).toMatchObject({
      code: 'TRANSFER.NOT_SELF',
    });
  });

  it('refuses unknown loans and loans open for bidding', async () => {
    expect(
      await refusal(transferLoanNew(f.deps, LENDER, sale({ loanIds: ['loan-1', 'nope'] }))),
    ).toMatchObject({
      kind: 'not_found',
      details: { loanIds: ['nope'] },
    });
    expect(
      await refusal(transferLoanNew(f.deps, LENDER, sale({ loanIds: ['loan-1', 'loan-3'] }))),
    ).toMatchObject({
      message: TRANSFER_MESSAGES.openForBidding,
    });
  });

  it('refuses a buyer who has not bought the loans', async () => {
    await f.startDd(INVESTOR2.userId);
    expect(
      await refusal(transferLoanNew(f.deps, LENDER, sale({ investorId: INVESTOR2.userId }))),
    ).toMatchObject({
      kind: 'rule_violation',
      message: TRANSFER_MESSAGES.notWon,
    });
  });

  it('asks to start due diligence when the buyer has no case on the tape', async () => {
    // Both loans were re-offered and won by investor 2, who never started due diligence.
    await f.award('loan-2', INVESTOR2.userId, cents(1), 'bid-2b', '2026-01-14T06:00:00.000Z');
    await f.award('loan-1', INVESTOR2.userId, cents(1), 'bid-1b', '2026-01-14T06:00:00.000Z');
    expect(
      await refusal(transferLoanNew(f.deps, LENDER, sale({ investorId: INVESTOR2.userId }))),
    ).toMatchObject({
      code: 'TRANSFER.DD_NOT_STARTED',
      message: MESSAGES.startDueDiligence(TAPE),
    });
  });

  it('asks to complete due diligence while a stipulation on the loans is open', async () => {
    const [blobName] = await f.uploads(INVESTOR.userId, 'q.pdf');
    await openStipulation(f.deps, INVESTOR, {
      loanId: 'loan-2',
      docInfo: 'Missing note',
      message: 'Send the note',
      blobName,
      stage: 'Due-Diligence',
      partyB: DD_FIRM.userId,
    });
    const before = f.audit().length;
    const r = await transferLoanNew(f.deps, LENDER, sale());
    expect(!r.ok && r.error).toMatchObject({
      code: 'TRANSFER.DD_INCOMPLETE',
      message: MESSAGES.completeDueDiligence(TAPE),
    });
    expect(f.audit()).toHaveLength(before);
  });

  it('answers "Loans already transferred" once another owner holds a loan', async () => {
    await transferLoanNew(f.deps, LENDER, sale({ loanIds: ['loan-1'] }));
    const r = await transferLoanNew(f.deps, LENDER, sale());
    expect(!r.ok && r.error).toMatchObject({ kind: 'conflict', message: MESSAGES.loansAlreadyTransferred });
    expect((await f.loan('loan-2')).ownerId).toBe(LENDER.userId);
  });

  it('gives the loser of a race "Loans already transferred" and leaves no half transfer', async () => {
    // The read says the lender still owns loan-2, but another transfer has already moved it.
    const stale = await f.read().loans.getMany(['loan-1', 'loan-2']);
    await f.seed((s) =>
      s.loans.setOwner('loan-2', LENDER.userId, INVESTOR2.userId, '2026-01-15T11:00:00.000Z'),
    );
    const racing = patchStores(f.deps, (s) => ({ loans: { ...s.loans, getMany: async () => stale } }));
    const r = await transferLoanNew(racing, LENDER, sale());
    expect(!r.ok && r.error).toMatchObject({ kind: 'conflict', message: MESSAGES.loansAlreadyTransferred });
    expect(await f.loan('loan-1')).toMatchObject({ ownerId: LENDER.userId, status: 'awarded' });
    expect(await f.read().transfers.ownershipHistory('loan-1')).toEqual([]);
  });
});
