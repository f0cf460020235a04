/**
 * The bidding table's rows as the screen shows them at one instant. The server answers each
 * row as seen at its own clock; the screen stays open for minutes, so the time-dependent parts
 * (expire-in text and colour, greyed, may-bid, the time-bucket order) are worked out again at
 * the widget's `now()` with core's rules — never decided here.
 */
import { hasExpired, isGreyed } from '../../../core/bidding/bid-rules';
import { sortByTimeBucket } from '../../../core/bidding/bid-sort';
import { type ExpireIn, expireIn } from '../../../core/format/expire-in';
import { type Cents, parseDollars } from '../../../core/money/cents';
import type { components } from '../../api';

/** One row of `GET/POST /bidding_table` and `POST /view_After_Bidding`. */
export type BidRow = components['schemas']['BidRow'];

/** A row with what the screen shows at `now`. */
export interface BidRowView {
  readonly row: BidRow;
  readonly bidId: string;
  readonly validTill: string;
  /** The bidder's own amount, null when they have not bid. */
  readonly bidAmountCents: Cents | null;
  readonly loanAmountCents: Cents;
  readonly expireIn: ExpireIn;
  /** Spec §4: open without a bid amount, or past validTill. */
  readonly greyed: boolean;
  /** The server allowed a bid and validTill has not passed since. */
  readonly canBid: boolean;
}

/** Dollars from the API as cents (null stays null; an unreadable amount counts as none). */
export function dollarsToCents(amount: number | null | undefined): Cents | null {
  return amount === null || amount === undefined ? null : parseDollars(amount);
}

/** One row as shown at `now`. */
export function bidRowView(row: BidRow, now: Date): BidRowView {
  const bidAmountCents = dollarsToCents(row.bid_amount);
  return {
    row,
    bidId: row.bidId,
    validTill: row.validTill,
    bidAmountCents,
    loanAmountCents: dollarsToCents(row.loanAmount) ?? (0 as Cents),
    expireIn: expireIn(row.validTill, now),
    greyed: isGreyed(row, bidAmountCents, now),
    canBid: row.canBid && row.status === 'open' && !hasExpired(row, now),
  };
}

/** Every row as shown at `now`, in the spec §4 order: time bucket, then bid amount. */
export function biddingRows(rows: readonly BidRow[], now: Date): BidRowView[] {
  return sortByTimeBucket(
    rows.map((row) => bidRowView(row, now)),
    now,
  );
}

/** The row after the caller's bid was placed: its amount, Pending, no further bid. */
export function withPlacedBid(row: BidRow, amountDollars: number, placedAt: string): BidRow {
  return {
    ...row,
    bid_amount: amountDollars,
    bidders: [{ bidAmount: amountDollars, bought: false }],
    outcome: 'Pending',
    placedAt,
    canBid: false,
  };
}
