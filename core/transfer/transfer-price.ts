/**
 * What entitles an investor to receive a loan in a sale, and at what price (ours; the spec
 * says only that a transfer follows the sale). A loan changes owner only with its current
 * owner's consent, so evidence counts only when the current owner gave it after the loan's
 * last ownership change (`SaleStanding`). In order:
 *   1. a purchase approval of the current award, bought by the investor and decided by the
 *      current owner: it must be approved, and its price (the creator's bid, possibly
 *      repriced) is the price — a pending one blocks the transfer, since the owner has not
 *      agreed to that price;
 *   2. else the investor's stakeholder price the current owner accepted (isAccepted 'true')
 *      since the last ownership change;
 *   3. else the investor's current award (the loan still awarded to it), at the winning amount.
 * Anyone else — a winner displaced by a re-opening or a sale, an approval or price accepted by
 * an earlier owner, a rejected or voided purchase — has not bought the loan.
 */
import type { Award } from '../bidding/bid-store';
import type { Loan } from '../loans/loan';
import type { Cents } from '../money/cents';
import type { PurchaseApproval } from './purchase-approval';
import type { StakeholderRow } from './stakeholder-row';

export type PriceSource = 'purchase_approval' | 'stakeholder' | 'award';

export type SalePrice =
  | { readonly ok: true; readonly priceCents: Cents; readonly source: PriceSource }
  | { readonly ok: false; readonly reason: 'not_won' | 'purchase_not_approved' };

/** Where a loan stands now: its owner and status, its latest award and its last change of owner. */
export interface SaleStanding {
  readonly loan: Pick<Loan, 'id' | 'ownerId' | 'status'>;
  /** The loan's latest award, whoever won it; null when it was never awarded. */
  readonly latestAward: Award | null;
  /** ISO instant of the loan's last ownership change; null when it never changed owner. */
  readonly lastChangeAt: string | null;
}

export interface PriceEvidence {
  /** Newest first, as the store lists them. */
  readonly approvals: readonly PurchaseApproval[];
  readonly stakeholderRows: readonly StakeholderRow[];
}

const since = (at: string, lastChangeAt: string | null): boolean =>
  lastChangeAt === null || Date.parse(at) >= Date.parse(lastChangeAt);

/**
 * The award that may still become a sale: the loan is awarded (a re-opening, a rejection or a
 * transfer ends that) and this is its latest award, closed since the last change of owner.
 */
export function currentAward(standing: SaleStanding): Award | null {
  const award = standing.latestAward;
  if (standing.loan.status !== 'awarded' || award?.loanId !== standing.loan.id) return null;
  return since(award.closedAt, standing.lastChangeAt) ? award : null;
}

/** A purchase approval the current owner decides now: of the current award, addressed to the owner. */
export function isCurrentPurchase(row: PurchaseApproval, standing: SaleStanding): boolean {
  return (
    row.loanId === standing.loan.id &&
    row.approverId === standing.loan.ownerId &&
    (row.status === 'pending' || row.status === 'approved') &&
    currentAward(standing)?.bidId === row.bidId
  );
}

/** A stakeholder price the current owner accepted since the loan last changed owner. */
export function isCurrentAcceptance(row: StakeholderRow, standing: SaleStanding): boolean {
  return (
    row.loanId === standing.loan.id &&
    row.lenderId === standing.loan.ownerId &&
    row.isAccepted === 'true' &&
    since(row.updatedAt, standing.lastChangeAt)
  );
}

/** The sale price of the loan of `standing` to `investorId`, or why there is none. */
export function salePrice(standing: SaleStanding, investorId: string, evidence: PriceEvidence): SalePrice {
  const approval = evidence.approvals.find((a) => a.ownerId === investorId && isCurrentPurchase(a, standing));
  if (approval) {
    return approval.status === 'approved' && approval.isApproved === 'true'
      ? { ok: true, priceCents: approval.creatorBidCents, source: 'purchase_approval' }
      : { ok: false, reason: 'purchase_not_approved' };
  }
  const accepted = evidence.stakeholderRows.find(
    (r) => r.investorId === investorId && isCurrentAcceptance(r, standing),
  );
  if (accepted) return { ok: true, priceCents: accepted.bidPriceCents, source: 'stakeholder' };
  const award = currentAward(standing);
  if (award?.winnerId === investorId) {
    // The award's own purchase approval, if any, decides (rule 1); one the owner has not kept
    // current (rejected, voided) leaves nothing to buy.
    const decided = evidence.approvals.some((a) => a.bidId === award.bidId);
    return decided
      ? { ok: false, reason: 'not_won' }
      : { ok: true, priceCents: award.amountCents, source: 'award' };
  }
  return { ok: false, reason: 'not_won' };
}
