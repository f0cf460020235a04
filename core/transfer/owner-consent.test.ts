/**
 * A loan changes owner only with its current owner's consent: approvals, accepted prices and
 * awards an earlier owner gave, or that a re-opening or rejection displaced, take nothing.
 */
import { describe, expect, it } from 'vitest';
import { closeExpiredBids } from '../bidding/close-expired-bids';
import { openForBidding } from '../bidding/open-for-bidding';
import { placeBid } from '../bidding/place-bid';
import {
  at,
  biddingWorld,
  HOUR,
  INVESTORS,
  openLoans,
  LENDER as SELLER,
} from '../bidding/testing/bidding-world';
import { viewAfterBidding } from '../bidding/view-after-bidding';
import { cents } from '../money/cents';
import { SYSTEM_ACTOR } from '../permissions/actor';
import { openPurchaseApprovals, setPurchaseApproval } from './purchase-approvals';
import { repriceLoan } from './reprice';
import { approveStakeholderRows } from './stakeholder-decisions';
import { aLoan, INVESTOR, INVESTOR2, LENDER, tradeFixture } from './testing/trade-fixture';
import { transferLoanNew } from './transfer-loans';

const sale = (lenderId: string, investorId: string) => ({ loanIds: ['loan-1'], lenderId, investorId });

/** loan-1 awarded to INVESTOR with its purchase approved, INVESTOR2's price accepted too, both in DD. */
async function contested() {
  const f = tradeFixture();
  await f.addLoans(aLoan('loan-1'));
  await f.priceLoan('loan-1', INVESTOR2.userId);
  expect((await approveStakeholderRows(f.deps, LENDER, { ids: ['row-loan-1-investor-2'] })).ok).toBe(true);
  await f.award('loan-1', INVESTOR.userId, cents(24_000_000), 'bid-1', '2026-01-15T12:00:00.000Z');
  await f.seed(async (s) => {
    const [award] = await s.bids.awardsForLoans(['loan-1']);
    await openPurchaseApprovals(s, [award!], { nextId: () => 'pa-1', at: '2026-01-15T12:00:00.000Z' });
  });
  expect((await setPurchaseApproval(f.deps, LENDER, { loanIds: ['loan-1'], approval: 'true' })).ok).toBe(
    true,
  );
  await f.startDd(INVESTOR.userId);
  await f.startDd(INVESTOR2.userId);
  return f;
}

describe('a loan changes owner only with its current owner’s consent', () => {
  it('voids the old owner’s other consents when the loan is sold', async () => {
    const f = await contested();
    expect((await transferLoanNew(f.deps, INVESTOR, sale(LENDER.userId, INVESTOR.userId))).ok).toBe(true);
    const read = f.read();
    expect((await read.approvals.purchaseApprovalByBid('bid-1'))?.status).toBe('approved');
    const [row] = await read.approvals.stakeholderRows(['row-loan-1-investor-2']);
    expect(row).toMatchObject({ status: 'closed', isAccepted: 'false' });
  });

  it('refuses a price the former owner accepted: the new owner did not consent', async () => {
    const f = await contested();
    await transferLoanNew(f.deps, INVESTOR, sale(LENDER.userId, INVESTOR.userId));
    const taken = await transferLoanNew(f.deps, INVESTOR2, sale(INVESTOR.userId, INVESTOR2.userId));
    expect(!taken.ok && taken.error.code).toBe('TRANSFER.NOT_WON');
    expect((await f.loan('loan-1')).ownerId).toBe(INVESTOR.userId);
  });

  it('refuses even a consent that was never voided when it predates the last change of owner', async () => {
    const f = await contested();
    await transferLoanNew(f.deps, INVESTOR, sale(LENDER.userId, INVESTOR.userId));
    // A row left accepted for the new owner from before the sale (e.g. written by an older
    // version): its acceptance predates the change of owner, so it is not the owner's consent.
    await f.seed(async (s) => {
      const [row] = await s.approvals.stakeholderRows(['row-loan-1-investor-2']);
      await s.approvals.updateStakeholderRow(row!.id, row!.version, {
        lenderId: INVESTOR.userId,
        isAccepted: 'true',
        status: 'inprogress',
        updatedAt: '2026-01-15T11:00:00.000Z',
      });
    });
    const taken = await transferLoanNew(f.deps, INVESTOR2, sale(INVESTOR.userId, INVESTOR2.userId));
    expect(!taken.ok && taken.error.code).toBe('TRANSFER.NOT_WON');
  });

  it('lets the new owner sell on once it accepts a price itself', async () => {
    const f = await contested();
    await transferLoanNew(f.deps, INVESTOR, sale(LENDER.userId, INVESTOR.userId));
    f.clock.advance(60_000);
    await f.seed(async (s) => {
      const [row] = await s.approvals.stakeholderRows(['row-loan-1-investor-2']);
      await s.approvals.updateStakeholderRow(row!.id, row!.version, {
        lenderId: INVESTOR.userId,
        status: 'pending',
        updatedAt: f.clock.now().toISOString(),
      });
    });
    expect((await approveStakeholderRows(f.deps, INVESTOR, { ids: ['row-loan-1-investor-2'] })).ok).toBe(
      true,
    );
    const sold = await transferLoanNew(f.deps, INVESTOR2, sale(INVESTOR.userId, INVESTOR2.userId));
    expect(sold.ok && sold.value.changes.map((c) => [c.fromOwnerId, c.toOwnerId])).toEqual([
      [INVESTOR.userId, INVESTOR2.userId],
    ]);
  });
});

describe('a rejected purchase', () => {
  async function rejected() {
    const w = await biddingWorld();
    const bidId = (await openLoans(w, ['loan-1'], HOUR))['loan-1']!;
    const buyer = INVESTORS[0]!;
    expect((await placeBid(w.deps, buyer, { bidId, bidderId: buyer.userId, amount: 10 })).ok).toBe(true);
    w.clock.set(at(HOUR));
    await closeExpiredBids(w.deps, SYSTEM_ACTOR);
    const r = await setPurchaseApproval(w.deps, SELLER, { loanIds: ['loan-1'], approval: 'false' });
    expect(r.ok).toBe(true);
    return { w, buyer };
  }

  it('puts the loan back to listed, so the owner can open it for bidding again', async () => {
    const { w } = await rejected();
    expect((await w.read().loans.get('loan-1'))?.status).toBe('listed');
    const again = await openForBidding(w.deps, SELLER, { loanIds: ['loan-1'], validTill: at(5 * HOUR) });
    expect(again.ok).toBe(true);
  });

  it('reads Lost for the rejected winner, who can neither reprice nor take the loan', async () => {
    const { w, buyer } = await rejected();
    const mine = await viewAfterBidding(w.deps, buyer, { userId: buyer.userId });
    expect(mine.ok && mine.value.rows.map((r) => r.outcome)).toEqual(['Lost']);
    const input = { loanIds: ['loan-1'], reason: 'Appraisal came in low', newPrice: 9 };
    const repriced = await repriceLoan(w.deps, buyer, input);
    expect(!repriced.ok && repriced.error.code).toBe('REPRICE.FORBIDDEN');
    const taken = await transferLoanNew(w.deps, buyer, sale(SELLER.userId, buyer.userId));
    expect(!taken.ok && taken.error.code).toBe('TRANSFER.NOT_WON');
    expect((await w.read().loans.get('loan-1'))?.ownerId).toBe(SELLER.userId);
  });
});
