/**
 * Matching the rows of a bulk bid sheet (spec §5): a row `{ _id, amount }` matches when `_id`
 * is a loan still open for bidding (open bid, validTill not passed, not the bidder's own loan)
 * on which this bidder has no bid yet ("zero or empty bid"), and its amount is a valid bid.
 * A loan listed twice matches on its first row only.
 */
import type { Cents } from '../money/cents';
import { parseBidAmount } from '../validation/bid-amount';
import type { Bid } from './bid';
import { hasExpired } from './bid-rules';

/** A sheet row as read: the loan's platform id and the amount in dollars. */
export interface BulkBidRow {
  readonly _id: string;
  readonly amount: unknown;
}

export type UnmatchedReason = 'not_open' | 'own_loan' | 'already_bid' | 'invalid_amount' | 'duplicate_row';

export interface MatchedBulkRow {
  /** 1-based position among the rows given. */
  readonly row: number;
  readonly loanId: string;
  readonly bidId: string;
  readonly amountCents: Cents;
}

export interface UnmatchedBulkRow {
  readonly row: number;
  readonly loanId: string;
  readonly reason: UnmatchedReason;
}

export interface BulkBidMatch {
  readonly matched: MatchedBulkRow[];
  readonly unmatched: UnmatchedBulkRow[];
}

type Context = {
  readonly bidderId: string;
  readonly openBids: readonly Bid[];
  readonly bidIdsWithMyEntry: ReadonlySet<string>;
  readonly now: Date;
};

/**
 * Splits `rows` into matched and unmatched. `openBids` are the open bids on the rows' loans,
 * `bidIdsWithMyEntry` the bids this bidder already bid on.
 */
export function matchBulkBids(rows: readonly BulkBidRow[], context: Context): BulkBidMatch {
  const openByLoan = new Map(context.openBids.map((b) => [b.loanId, b]));
  const seen = new Set<string>();
  const matched: MatchedBulkRow[] = [];
  const unmatched: UnmatchedBulkRow[] = [];
  for (const [index, input] of rows.entries()) {
    const row = index + 1;
    const loanId = input._id.trim();
    const verdict = seen.has(loanId)
      ? 'duplicate_row'
      : classify(openByLoan.get(loanId), input.amount, context);
    seen.add(loanId);
    if (typeof verdict === 'string') unmatched.push({ row, loanId, reason: verdict });
    else matched.push({ row, loanId, ...verdict });
  }
  return { matched, unmatched };
}

function classify(
  bid: Bid | undefined,
  amount: unknown,
  context: Context,
): UnmatchedReason | { readonly bidId: string; readonly amountCents: Cents } {
  if (!bid || hasExpired(bid, context.now)) return 'not_open';
  if (bid.lenderId === context.bidderId) return 'own_loan';
  if (context.bidIdsWithMyEntry.has(bid.id)) return 'already_bid';
  const parsed = parseBidAmount(amount, 'bidding');
  return parsed.ok ? { bidId: bid.id, amountCents: parsed.value } : 'invalid_amount';
}
