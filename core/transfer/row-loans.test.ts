import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents';
import { listPurchaseApprovals, openPurchaseApprovals } from './purchase-approvals';
import { viewStakeholderRows } from './stakeholder-prices';
import { stakeholderWorld } from './testing/stakeholder-world';
import { aLoan, INVESTOR, LENDER, TAPE, tradeFixture } from './testing/trade-fixture';

describe('the loans beside grid rows', () => {
  it('shows a pricing investor the loan with its borrower masked, and the owner the whole loan', async () => {
    const { f, send } = await stakeholderWorld();
    await send('loan-1');
    const seen = async (actor = INVESTOR) => {
      const r = await viewStakeholderRows(f.deps, actor, { tapeName: TAPE });
      return r.ok ? r.value.map((row) => [row.loan?.loanNumber, row.loan?.borrower.firstName ?? null]) : r;
    };
    expect(await seen(INVESTOR)).toEqual([['LN-loan-1', null]]);
    expect(await seen(LENDER)).toEqual([['LN-loan-1', 'Ada']]);
  });

  it('shows the winner and the owner the loan of a purchase in full', async () => {
    const f = tradeFixture();
    await f.addLoans(aLoan('loan-1', { status: 'awarded' }));
    const award = {
      loanId: 'loan-1',
      bidId: 'bid-1',
      winnerId: INVESTOR.userId,
      amountCents: cents(24_000_000),
      closedAt: '2026-01-14T00:00:00.000Z',
    };
    await f.seed((s) => s.bids.insertAward(award));
    await f.seed((s) => openPurchaseApprovals(s, [award], { nextId: () => 'pa-1', at: award.closedAt }));
    for (const actor of [LENDER, INVESTOR]) {
      const r = await listPurchaseApprovals(f.deps, actor);
      expect(r.ok && r.value.map((row) => [row.loan?.id, row.loan?.borrower.lastName])).toEqual([
        ['loan-1', 'Lovelace'],
      ]);
    }
  });
});
