import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/messages';
import { cents } from '../money/cents';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { APPROVAL_MESSAGES } from './approval.errors';
import {
  listPurchaseApprovals,
  openPurchaseApprovals,
  setPurchaseApproval,
  updateBidApproval,
} from './purchase-approvals';
import { aLoan, INVESTOR, INVESTOR2, LENDER, type TradeFixture, tradeFixture } from './testing/trade-fixture';

describe('purchase approval', () => {
  let f: TradeFixture;
  beforeEach(async () => {
    f = tradeFixture();
    await f.addLoans(aLoan('loan-1', { status: 'awarded' }), aLoan('loan-2', { status: 'awarded' }));
    const awards = [
      {
        loanId: 'loan-1',
        bidId: 'bid-1',
        winnerId: INVESTOR.userId,
        amountCents: cents(24_000_000),
        closedAt: '2026-01-14T00:00:00.000Z',
      },
      {
        loanId: 'loan-2',
        bidId: 'bid-2',
        winnerId: INVESTOR.userId,
        amountCents: cents(20_000_000),
        closedAt: '2026-01-14T00:00:00.000Z',
      },
    ];
    let n = 0;
    await f.seed(async (s) => {
      for (const award of awards) await s.bids.insertAward(award);
    });
    await f.seed((s) =>
      openPurchaseApprovals(s, [awards[0]!], { nextId: () => `pa-${++n}`, at: '2026-01-14T00:00:00.000Z' }),
    );
    await f.seed((s) =>
      openPurchaseApprovals(s, awards, { nextId: () => `pa-${++n}`, at: '2026-01-14T01:00:00.000Z' }),
    );
  });
  const price = (actor = INVESTOR, newPrice: string | number | null = '230000', bidId = 'bid-1') =>
    updateBidApproval(f.deps, actor, { bidId, newPrice });

  it('creates one pending row per awarded bid for the loan owner, listed newest first to both sides', async () => {
    for (const actor of [LENDER, INVESTOR]) {
      const r = await listPurchaseApprovals(f.deps, actor);
      expect(r.ok && r.value.map((a) => [a.bidId, a.status, a.isApproved, a.approverId, a.ownerId])).toEqual([
        ['bid-2', 'pending', 'false', LENDER.userId, INVESTOR.userId],
        ['bid-1', 'pending', 'false', LENDER.userId, INVESTOR.userId],
      ]);
      expect(r.ok && r.value.map((a) => a.priceEditable)).toEqual([actor === INVESTOR, actor === INVESTOR]);
    }
    const none = await listPurchaseApprovals(f.deps, INVESTOR2);
    expect(none.ok && none.value).toEqual([]);
  });

  it('lets the buyer change the price while not approved', async () => {
    const r = await price();
    expect(r.ok && r.value).toMatchObject({ creatorBidCents: 23_000_000, status: 'pending', version: 2 });
    expect(f.audit()).toMatchObject([{ type: 'purchase.repriced', subjectId: 'loan-1' }]);
    expect(f.notifications(LENDER.userId)).toMatchObject([{ notificationType: 'notifyPurchasePrice' }]);
  });

  it('refuses a price from the approver, from strangers, below 1 or after approval', async () => {
    const approver = await price(LENDER);
    expect(!approver.ok && approver.error).toMatchObject({ kind: 'forbidden', code: 'PERMISSION.PERSONA' });
    const stranger = await price(INVESTOR2);
    expect(!stranger.ok && stranger.error.kind).toBe('not_found');
    const unknown = await price(INVESTOR, 1, 'bid-9');
    expect(!unknown.ok && unknown.error.kind).toBe('not_found');
    for (const [raw, message] of [
      [null, M.enterValidPositiveAmount],
      ['0.50', M.invalidInput],
    ] as const) {
      const r = await price(INVESTOR, raw);
      expect(!r.ok && r.error.message).toBe(message);
    }
    await setPurchaseApproval(f.deps, LENDER, { loanIds: ['loan-1'], approval: 'true' });
    const locked = await price();
    expect(!locked.ok && locked.error.message).toBe(APPROVAL_MESSAGES.purchaseApproved);
  });

  it('lets the approver approve or reject; a rejection is final and puts the loan back to listed', async () => {
    const approved = await setPurchaseApproval(f.deps, LENDER, { loanIds: ['loan-1'], approval: 'true' });
    expect(approved.ok && approved.value[0]).toMatchObject({ isApproved: 'true', status: 'approved' });
    const rejected = await setPurchaseApproval(f.deps, LENDER, { loanIds: ['loan-2'], approval: false });
    expect(rejected.ok && rejected.value[0]).toMatchObject({ isApproved: 'false', status: 'rejected' });
    expect((await f.loan('loan-1')).status).toBe('awarded');
    expect((await f.loan('loan-2')).status).toBe('listed');
    expect(f.notifications(INVESTOR.userId).map((n) => [n.notificationType, n.body])).toEqual([
      ['notifyPurchaseApproved', 'Acme Lending approved your price for loan LN-loan-1 (Tape A).'],
      ['notifyPurchaseRejected', 'Acme Lending rejected your price for loan LN-loan-2 (Tape A).'],
    ]);
    const again = await price(INVESTOR, 190_000, 'bid-2');
    expect(!again.ok && again.error.message).toBe(APPROVAL_MESSAGES.purchaseClosed);
    const twice = await setPurchaseApproval(f.deps, LENDER, { loanIds: ['loan-2'], approval: 'true' });
    expect(!twice.ok && twice.error.message).toBe(APPROVAL_MESSAGES.purchaseNotPending);
    expect(f.audit().map((e) => e.type)).toEqual(['purchase.approved', 'purchase.rejected']);
  });

  it('refuses a decision by a former owner: the approver must still own the loan', async () => {
    await f.seed((s) =>
      s.loans.setOwner('loan-1', LENDER.userId, INVESTOR2.userId, '2026-01-15T00:00:00.000Z'),
    );
    const r = await setPurchaseApproval(f.deps, LENDER, { loanIds: ['loan-1'], approval: 'true' });
    expect(!r.ok && r.error.message).toBe(APPROVAL_MESSAGES.purchaseNotPending);
    expect((await f.read().approvals.purchaseApprovalByBid('bid-1'))?.status).toBe('pending');
  });

  it('refuses a decision by anyone but the approver, on nothing pending, or with a bad approval value', async () => {
    const buyer = await setPurchaseApproval(f.deps, INVESTOR, { loanIds: ['loan-1'], approval: 'true' });
    expect(!buyer.ok && buyer.error.message).toBe(APPROVAL_MESSAGES.purchaseNotPending);
    await setPurchaseApproval(f.deps, LENDER, { loanIds: ['loan-1'], approval: 'true' });
    const twice = await setPurchaseApproval(f.deps, LENDER, {
      loanIds: ['loan-2', 'loan-1'],
      approval: 'false',
    });
    expect(!twice.ok && twice.error).toMatchObject({ kind: 'not_found', details: { loanId: 'loan-1' } });
    expect((await f.read().approvals.purchaseApprovalByBid('bid-2'))?.status).toBe('pending');
    const empty = await setPurchaseApproval(f.deps, LENDER, { loanIds: [], approval: 'true' });
    expect(!empty.ok && empty.error.message).toBe(APPROVAL_MESSAGES.selectRows);
    const bad = await setPurchaseApproval(f.deps, LENDER, {
      loanIds: ['loan-2'],
      approval: 'maybe' as 'true',
    });
    expect(!bad.ok && bad.error.message).toBe(MESSAGES.invalidRequest);
  });
});
