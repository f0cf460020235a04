/**
 * A purchase approval row (spec §3): the price at which the winner of a loan (the row's owner,
 * `creator_bid`) buys it, approved or rejected by the loan's owner (the approver). Life cycle
 * (ours): created pending when a loan is awarded (`newPurchaseApproval`, from the award's
 * amount) or when the winner reprices an awarded loan; the approver approves (final, the
 * transfer then uses this price) or rejects; while not approved the owner of the row may change
 * the price (update_Bid_Approval), which makes a rejected row pending again.
 */
import type { Award } from '../bidding/bid-store';
import type { Loan } from '../loans/loan';
import type { Cents } from '../money/cents';

export type PurchaseStatus = 'pending' | 'approved' | 'rejected';

export interface PurchaseApproval {
  readonly id: string;
  /** The awarded bid (update_Bid_Approval names the row by it); unique. */
  readonly bidId: string;
  readonly loanId: string;
  readonly tapeName: string;
  readonly loanAmountCents: Cents;
  /** The buyer's price (`creator_bid`). */
  readonly creatorBidCents: Cents;
  /** The spec keeps it as a string: 'true' only when approved. */
  readonly isApproved: 'true' | 'false';
  readonly status: PurchaseStatus;
  /** The loan's owner, who approves. */
  readonly approverId: string;
  /** The buyer, who created the row. */
  readonly ownerId: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Bumped by every change; updates compare-and-set on it. */
  readonly version: number;
}

export type PurchaseApprovalChanges = Partial<
  Pick<PurchaseApproval, 'creatorBidCents' | 'isApproved' | 'status' | 'updatedAt'>
>;

/** The pending row an award creates for the loan's owner to approve. */
export function newPurchaseApproval(award: Award, loan: Loan, id: string, at: string): PurchaseApproval {
  return {
    id,
    bidId: award.bidId,
    loanId: loan.id,
    tapeName: loan.tapeName,
    loanAmountCents: loan.amountCents,
    creatorBidCents: award.amountCents,
    isApproved: 'false',
    status: 'pending',
    approverId: loan.ownerId,
    ownerId: award.winnerId,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
}

/** Spec §4: the price is editable while not approved, by a user who is not the approver (the buyer). */
export function canEditPurchasePrice(row: PurchaseApproval, userId: string): boolean {
  return row.isApproved === 'false' && userId !== row.approverId && userId === row.ownerId;
}
