/**
 * A purchase approval row (spec §3): the price at which the winner of a loan (the row's owner,
 * `creator_bid`) buys it, approved or rejected by the loan's owner (the approver). Life cycle
 * (ours): created pending when a loan is awarded (`newPurchaseApproval`, from the award's
 * amount) or when the winner reprices an awarded loan; the approver — who must still own the
 * loan — approves (the transfer then uses this price) or rejects (final: the loan goes back to
 * listed and the winner's bid reads Lost); while pending the owner of the row may change the
 * price (update_Bid_Approval). A transfer of the loan voids the rows it did not use.
 */
import type { Award } from '../bidding/bid-store';
import type { Loan } from '../loans/loan';
import type { Cents } from '../money/cents';

/**
 * 'rejected' is final: the loan goes back to its owner's list and may be opened for bidding
 * again. 'void': the loan changed owner before this row was used, so it can no longer be decided.
 */
export type PurchaseStatus = 'pending' | 'approved' | 'rejected' | 'void';

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
export function newPurchaseApproval(
  award: Award,
  loan: Pick<Loan, 'id' | 'tapeName' | 'amountCents' | 'ownerId'>,
  id: string,
  at: string,
): PurchaseApproval {
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

/**
 * Spec §4: the price is editable while not approved, by a user who is not the approver (the
 * buyer); a rejected or voided row is closed for good (ours), so only a pending one.
 */
export function canEditPurchasePrice(row: PurchaseApproval, userId: string): boolean {
  return (
    row.isApproved === 'false' &&
    row.status === 'pending' &&
    userId !== row.approverId &&
    userId === row.ownerId
  );
}
