/**
 * The pure rules of bidding (spec §4): when a bid may be placed, what a bidder's outcome is,
 * who wins at close, which rows are greyed. Use cases load the data and apply these.
 */
import type { DomainError } from '../errors/domain-error';
import type { Cents } from '../money/cents';
import type { Bid, BidderOutcome, BidEntry } from './bid';
import { BidErrors } from './bid.errors';

/** True once `now` has reached validTill: from that instant no bid is taken and the bid may close. */
export function hasExpired(bid: Pick<Bid, 'validTill'>, now: Date): boolean {
  return !(now.getTime() < Date.parse(bid.validTill));
}

/**
 * Why `bidderId` may not place a bid now, or null when they may (spec §4: only when open, no bid
 * exists yet from them, and validTill not passed; ours: never on one's own loan).
 * Checked in this order, so the most fundamental reason is the one reported.
 */
export function placementRefusal(args: {
  readonly bid: Bid;
  readonly bidderId: string;
  readonly hasEntry: boolean;
  readonly now: Date;
}): DomainError | null {
  const { bid, bidderId, hasEntry, now } = args;
  if (bid.lenderId === bidderId) return BidErrors.ownLoan({ bidId: bid.id });
  if (bid.status !== 'open') return BidErrors.closed({ bidId: bid.id });
  if (hasExpired(bid, now)) return BidErrors.expired({ bidId: bid.id, validTill: bid.validTill });
  if (hasEntry) return BidErrors.alreadyPlaced({ bidId: bid.id });
  return null;
}

/** Spec §4: Won when bought, Pending while the bid is open, else Lost. */
export function bidderOutcome(bid: Pick<Bid, 'status'>, entry: Pick<BidEntry, 'bought'>): BidderOutcome {
  if (entry.bought) return 'Won';
  return bid.status === 'open' ? 'Pending' : 'Lost';
}

/**
 * The winning entry: the highest amount; on a tie the earliest placed, then the smallest bidder
 * id, so the award is the same whichever closer runs. Null when nobody bid.
 */
export function pickWinner(entries: readonly BidEntry[]): BidEntry | null {
  let best: BidEntry | null = null;
  for (const entry of entries) {
    if (best === null || beats(entry, best)) best = entry;
  }
  return best;
}

function beats(a: BidEntry, b: BidEntry): boolean {
  if (a.amountCents !== b.amountCents) return a.amountCents > b.amountCents;
  const at = Date.parse(a.placedAt) - Date.parse(b.placedAt);
  if (at !== 0) return at < 0;
  return a.bidderId < b.bidderId;
}

/** Spec §4: open bids without a bid amount, and bids past validTill, are shown greyed. */
export function isGreyed(
  bid: Pick<Bid, 'status' | 'validTill'>,
  bidAmount: Cents | null,
  now: Date,
): boolean {
  return (bid.status === 'open' && bidAmount === null) || hasExpired(bid, now);
}
