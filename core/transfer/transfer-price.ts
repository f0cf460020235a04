/**
 * What entitles an investor to receive a loan in a sale, and at what price (ours; the spec
 * says only that a transfer follows the sale). In order:
 *   1. a purchase approval of the loan bought by the investor: it must be approved, and its
 *      price (the creator's bid, possibly repriced) is the price — a pending or rejected one
 *      blocks the transfer, since the owner has not agreed to that price;
 *   2. else the investor's stakeholder price the owner accepted (isAccepted 'true');
 *   3. else the investor's award on the loan, at the winning amount.
 * Anyone else has not bought the loan.
 */
import type { Award } from '../bidding/bid-store';
import type { Cents } from '../money/cents';
import type { PurchaseApproval } from './purchase-approval';
import type { StakeholderRow } from './stakeholder-row';

export type PriceSource = 'purchase_approval' | 'stakeholder' | 'award';

export type SalePrice =
  | { readonly ok: true; readonly priceCents: Cents; readonly source: PriceSource }
  | { readonly ok: false; readonly reason: 'not_won' | 'purchase_not_approved' };

export interface PriceEvidence {
  /** Newest first, as the store lists them. */
  readonly approvals: readonly PurchaseApproval[];
  readonly stakeholderRows: readonly StakeholderRow[];
  readonly awards: readonly Award[];
}

/** The sale price of `loanId` to `investorId`, or why there is none. */
export function salePrice(loanId: string, investorId: string, evidence: PriceEvidence): SalePrice {
  const approval = evidence.approvals.find((a) => a.loanId === loanId && a.ownerId === investorId);
  if (approval) {
    return approval.isApproved === 'true'
      ? { ok: true, priceCents: approval.creatorBidCents, source: 'purchase_approval' }
      : { ok: false, reason: 'purchase_not_approved' };
  }
  const accepted = evidence.stakeholderRows.find(
    (r) => r.loanId === loanId && r.investorId === investorId && r.isAccepted === 'true',
  );
  if (accepted) return { ok: true, priceCents: accepted.bidPriceCents, source: 'stakeholder' };
  const award = evidence.awards.find((a) => a.loanId === loanId && a.winnerId === investorId);
  if (award) return { ok: true, priceCents: award.amountCents, source: 'award' };
  return { ok: false, reason: 'not_won' };
}
