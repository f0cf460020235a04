import { beforeEach, describe, expect, it } from 'vitest';
import type { DomainError } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';
import type { Result } from '../errors/result';
import { cents } from '../money/cents';
import { newPurchaseApproval } from './purchase-approval';
import { refusalOf, sale, saleWorld } from './testing/sale-world';
import { INVESTOR, INVESTOR2, LENDER, TAPE, type TradeFixture } from './testing/trade-fixture';
import { TRANSFER_MESSAGES } from './transfer.errors';
import { aggregatorTransfer, transferLoanNew } from './transfer-loans';

describe('transferring loans', () => {
  let f: TradeFixture;
  beforeEach(async () => {
    f = await saleWorld();
  });
  const refusal = (attempt: Promise<Result<unknown, DomainError>>) => refusalOf(f, attempt);

  it('moves every loan to the buyer at its award price, back to listed, with history, audit and notices', async () => {
    const r = await transferLoanNew(f.deps, LENDER, sale());
    expect(r.ok && r.value.message).toBe(TRANSFER_MESSAGES.transferred);
    for (const id of ['loan-1', 'loan-2']) {
      expect(await f.loan(id)).toMatchObject({ ownerId: INVESTOR.userId, status: 'listed' });
    }
    expect(await f.read().transfers.ownershipHistory('loan-1')).toEqual([
      expect.objectContaining({
        fromOwnerId: LENDER.userId,
        toOwnerId: INVESTOR.userId,
        priceCents: 24_000_000,
        settlementDate: '2026-01-15',
        kind: 'sale',
      }),
    ]);
    expect(f.audit().map((e) => [e.type, e.subjectId])).toEqual([
      ['loan.transferred', 'loan-1'],
      ['loan.transferred', 'loan-2'],
    ]);
    for (const who of [LENDER, INVESTOR]) {
      expect(f.notifications(who.userId)).toMatchObject([
        { notificationType: 'notifyLoansTransferred', data: { tapeName: TAPE } },
      ]);
    }
  });

  it('lets the buyer take the loans as investor', async () => {
    const r = await transferLoanNew(f.deps, INVESTOR, sale());
    expect(r.ok).toBe(true);
  });

  it('uses the approved purchase price, and refuses while that approval is pending', async () => {
    const approval = newPurchaseApproval(
      {
        loanId: 'loan-1',
        bidId: 'bid-loan-1',
        winnerId: INVESTOR.userId,
        amountCents: cents(23_000_000),
        closedAt: '',
      },
      await f.loan('loan-1'),
      'pa-1',
      '2026-01-15T00:00:00.000Z',
    );
    await f.seed((s) => s.approvals.insertPurchaseApproval(approval));
    const pending = await refusal(transferLoanNew(f.deps, LENDER, sale()));
    expect(pending).toMatchObject({ kind: 'rule_violation', message: TRANSFER_MESSAGES.purchaseNotApproved });
    await f.seed((s) =>
      s.approvals.updatePurchaseApproval('pa-1', 1, { isApproved: 'true', status: 'approved' }),
    );
    await transferLoanNew(f.deps, LENDER, sale());
    expect((await f.read().transfers.ownershipHistory('loan-1'))[0]?.priceCents).toBe(23_000_000);
  });

  describe('aggregator transfer', () => {
    it('moves the lender\u2019s loans to an investor with due diligence, without a sale or price', async () => {
      await f.startDd(INVESTOR2.userId);
      const r = await aggregatorTransfer(f.deps, LENDER, sale({ investorId: INVESTOR2.userId }));
      expect(r.ok && r.value.changes.map((c) => [c.kind, c.priceCents])).toEqual([
        ['aggregator', null],
        ['aggregator', null],
      ]);
      expect(f.notifications(INVESTOR2.userId)[0]?.notificationType).toBe('notifyAggregatorTransfer');
    });

    it('is the lender\u2019s alone and still needs due diligence', async () => {
      expect(await refusal(aggregatorTransfer(f.deps, INVESTOR, sale()))).toMatchObject({
        code: 'PERMISSION.PERSONA',
        message: 'Investor users cannot transfer without a sale.',
      });
      expect(
        await refusal(aggregatorTransfer(f.deps, LENDER, sale({ investorId: INVESTOR2.userId }))),
      ).toMatchObject({
        message: MESSAGES.startDueDiligence(TAPE),
      });
    });
  });
});
