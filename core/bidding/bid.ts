import type { Cents } from '../money/cents';

/**
 * A bid (spec §3 "Bid"): one loan offered to investors until `validTill`. Each investor may
 * place one amount on it (a `BidEntry`, the spec's `bidders` item); at close the highest
 * amount wins and its entry is marked `bought`. The domain keeps its own names; the HTTP DTOs
 * map them to `_id`, `bidId`, `loanAmount`, `bid_amount`, `bidders[].bidAmount` ….
 */
export type BidStatus = 'open' | 'closed';

export const BID_STATUSES = ['open', 'closed'] as const satisfies readonly BidStatus[];

export interface Bid {
  readonly id: string;
  readonly loanId: string;
  readonly tapeName: string;
  /** The loan's owner who opened it (the seller); answers the bidders' questions. */
  readonly lenderId: string;
  readonly status: BidStatus;
  /** ISO instant: bids are taken strictly before it; the close picks bids at or after it. */
  readonly validTill: string;
  /** The loan's amount when it was opened. */
  readonly loanAmountCents: Cents;
  readonly openedBy: string;
  readonly openedAt: string;
  /** Set by the close; null while open. */
  readonly closedAt: string | null;
  /** The winning bidder, null while open or when closed unsold. */
  readonly winnerId: string | null;
  /** The winning amount (the spec's `bid_amount`), null while open or when closed unsold. */
  readonly winningAmountCents: Cents | null;
}

/** One bidder's amount on one bid (unique per bid and bidder). */
export interface BidEntry {
  readonly bidId: string;
  readonly bidderId: string;
  readonly amountCents: Cents;
  /** ISO instant; earlier wins a tie at close. */
  readonly placedAt: string;
  /** True only for the winning entry of a closed bid. */
  readonly bought: boolean;
}

/**
 * One message of the question thread between a bidder and the loan's lender on a bid
 * (spec §7 `bidStipulations`). A thread is identified by (bidId, bidderId).
 */
export interface BidQuestion {
  readonly id: string;
  readonly bidId: string;
  readonly bidderId: string;
  /** The bidder or the lender. */
  readonly senderId: string;
  readonly senderName: string;
  readonly message: string;
  /** An attached file uploaded beforehand (`upload_file` returns the blob name). */
  readonly docName: string | null;
  readonly blobName: string | null;
  /** ISO instant. */
  readonly at: string;
}

/** What the bidder sees about their own entry (spec §4): Won (bought), Pending (open), else Lost. */
export type BidderOutcome = 'Won' | 'Pending' | 'Lost';

export const BIDDER_OUTCOMES = ['Won', 'Pending', 'Lost'] as const satisfies readonly BidderOutcome[];
