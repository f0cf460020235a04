/**
 * One row of a bidder's bidding table ('LOAN RECORDS', spec §2) and of `view_After_Bidding`:
 * the bid, a summary of its loan, and what this bidder did on it. The loan summary carries the
 * table's columns only — never borrower data, which a bidder may not see before an award.
 */
import { type ExpireIn, expireIn } from '../format/expire-in';
import type { Loan } from '../loans/loan';
import type { Cents } from '../money/cents';
import type { Bid, BidderOutcome, BidEntry, BidStatus } from './bid';
import { bidderOutcome, isGreyed, placementRefusal } from './bid-rules';

export interface BiddingRow {
  readonly bidId: string;
  readonly loanId: string;
  readonly loanNumber: string;
  readonly tapeName: string;
  readonly loanAmountCents: Cents;
  /** Null when the loan's tape reported no value (see `Loan`). */
  readonly interestRate: number | null;
  readonly tenureMonths: number | null;
  readonly fico: number | null;
  readonly ltv: number | null;
  readonly dti: number | null;
  readonly status: BidStatus;
  readonly validTill: string;
  /** Spec §4 expire-in cell: text, colour and unit (days/hours/minutes/expired). */
  readonly expireIn: ExpireIn;
  /** This bidder's amount, null when they have not bid. */
  readonly bidAmountCents: Cents | null;
  readonly placedAt: string | null;
  /** Won / Pending / Lost for this bidder, null when they have not bid. */
  readonly outcome: BidderOutcome | null;
  /** Spec §4: open without a bid amount, or past validTill. */
  readonly greyed: boolean;
  /** Whether this bidder may place a bid now (the same rule `placeBid` applies). */
  readonly canBid: boolean;
}

/** Builds the row of `bid` on `loan` for `bidderId`, whose entry on it is `entry` (or null), at `now`. */
export function biddingRow(
  bid: Bid,
  loan: Loan,
  bidderId: string,
  entry: BidEntry | null,
  now: Date,
): BiddingRow {
  const bidAmountCents = entry?.amountCents ?? null;
  return {
    bidId: bid.id,
    loanId: bid.loanId,
    loanNumber: loan.loanNumber,
    tapeName: bid.tapeName,
    loanAmountCents: bid.loanAmountCents,
    interestRate: loan.interestRate,
    tenureMonths: loan.tenureMonths,
    fico: loan.fico,
    ltv: loan.ltv,
    dti: loan.dti,
    status: bid.status,
    validTill: bid.validTill,
    expireIn: expireIn(bid.validTill, now),
    bidAmountCents,
    placedAt: entry?.placedAt ?? null,
    outcome: entry ? bidderOutcome(bid, entry) : null,
    greyed: isGreyed(bid, bidAmountCents, now),
    canBid: placementRefusal({ bid, bidderId, hasEntry: entry !== null, now }) === null,
  };
}
