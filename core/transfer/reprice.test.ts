import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/messages';
import { cents } from '../money/cents';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { type RepriceInput, repriceLoan } from './reprice';
import {
  aLoan,
  DD_FIRM,
  INVESTOR,
  INVESTOR2,
  LENDER,
  RATING,
  type TradeFixture,
  tradeFixture,
} from './testing/trade-fixture';
import { TRANSFER_MESSAGES } from './transfer.errors';
import { transferLoanNew } from './transfer-loans';

describe('repricing a loan', () => {
  let f: TradeFixture;
  beforeEach(async () => {
    f = tradeFixture();
    await f.addLoans(aLoan('loan-1', { status: 'awarded' }), aLoan('loan-2'));
    await f.award('loan-1', INVESTOR.userId, cents(24_000_000));
  });
  const reprice = (actor = INVESTOR, over: Partial<RepriceInput> = {}) =>
    repriceLoan(f.deps, actor, {
      loanIds: ['loan-1'],
      reason: 'Appraisal came in low',
      newPrice: '23,500.50',
      ...over,
    });

  it('turns the award into a pending purchase approval at the new price, recorded with its reason', async () => {
    const r = await reprice();
    expect(r.ok && r.value.approval).toMatchObject({
      loanId: 'loan-1',
      bidId: 'bid-loan-1',
      creatorBidCents: 2_350_050,
      isApproved: 'false',
      status: 'pending',
      approverId: LENDER.userId,
      ownerId: INVESTOR.userId,
    });
    expect(await f.read().transfers.repricesFor('loan-1')).toMatchObject([
      { reason: 'Appraisal came in low', previousPriceCents: 24_000_000, newPriceCents: 2_350_050 },
    ]);
    expect(f.audit()).toMatchObject([{ type: 'loan.repriced', subjectId: 'loan-1' }]);
    expect(f.notifications(LENDER.userId)).toMatchObject([{ notificationType: 'notifyLoanRepriced' }]);
  });

  it('reopens an approved price, so the owner approves the new one before a transfer', async () => {
    const first = await reprice();
    const row = first.ok ? first.value.approval : null;
    await f.seed((s) =>
      s.approvals.updatePurchaseApproval(row!.id, row!.version, { isApproved: 'true', status: 'approved' }),
    );
    const second = await reprice(INVESTOR, { newPrice: 23_000 });
    expect(second.ok && second.value.approval).toMatchObject({
      creatorBidCents: 2_300_000,
      status: 'pending',
      isApproved: 'false',
    });
    expect(second.ok && second.value.entry.previousPriceCents).toBe(2_350_050);
    await f.startDd();
    const transfer = await transferLoanNew(f.deps, LENDER, {
      loanIds: ['loan-1'],
      lenderId: LENDER.userId,
      investorId: INVESTOR.userId,
    });
    expect(!transfer.ok && transfer.error.message).toBe(TRANSFER_MESSAGES.purchaseNotApproved);
  });

  it('needs exactly one selected loan', async () => {
    for (const loanIds of [[], ['loan-1', 'loan-2']]) {
      const r = await reprice(INVESTOR, { loanIds });
      expect(!r.ok && r.error.message).toBe(M.selectExactlyOneLoan);
    }
  });

  it('asks for a reason and a price of at least 0.01 with the spec messages', async () => {
    const cases: [Partial<RepriceInput>, string][] = [
      [{ reason: ' ' }, M.reasonRequired],
      [{ newPrice: '' }, M.priceRequired],
      [{ newPrice: '0.00' }, M.priceMustBePositive],
      [{ newPrice: -5 }, M.priceMustBePositive],
      [{ newPrice: 'ten' }, M.invalidInput],
      [{ newPrice: '1.234' }, M.invalidInput],
    ];
    for (const [over, message] of cases) {
      const r = await reprice(INVESTOR, over);
      expect(!r.ok && r.error).toMatchObject({ kind: 'invalid', message });
    }
    expect((await reprice(INVESTOR, { newPrice: '0.01' })).ok).toBe(true);
  });

  it('is not for lenders, firms or rating agencies, nor for an investor who did not buy the loan', async () => {
    // Spec §6 hides Reprice from lenders (the capability table); the others may open the dialog
    // but only the buyer of the loan may reprice it.
    expect(await reprice(LENDER)).toMatchObject({
      error: { kind: 'forbidden', code: 'PERMISSION.PERSONA', message: 'Lender users cannot reprice loans.' },
    });
    for (const actor of [DD_FIRM, RATING, INVESTOR2]) {
      const r = await reprice(actor);
      expect(!r.ok && r.error).toMatchObject({ kind: 'forbidden', message: TRANSFER_MESSAGES.cannotReprice });
    }
    expect(f.audit()).toEqual([]);
  });

  it('refuses an unknown loan and a loan already transferred to the investor', async () => {
    const missing = await reprice(INVESTOR, { loanIds: ['nope'] });
    expect(!missing.ok && missing.error.kind).toBe('not_found');
    await f.seed((s) =>
      s.loans.setOwner('loan-1', LENDER.userId, INVESTOR.userId, '2026-01-15T00:00:00.000Z'),
    );
    const owned = await reprice();
    expect(!owned.ok && owned.error.message).toBe(MESSAGES.loansAlreadyTransferred);
  });
});
