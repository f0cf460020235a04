import type { Cents } from '../money/cents';
import type { Bid, BidEntry, BidQuestion } from './bid';
import type { BiddingTablePage, BiddingTableQuery } from './bidding-query';

/** The outcome of a closed bid that had a winner (read by transfer and borrower-privacy rules). */
export interface Award {
  readonly loanId: string;
  readonly bidId: string;
  readonly winnerId: string;
  readonly amountCents: Cents;
  /** ISO instant of the close. */
  readonly closedAt: string;
}

/** What `placeEntry` did: only `placed` changed anything. */
export type PlaceEntryOutcome = 'placed' | 'duplicate' | 'not_open';

/** The close of one bid, written by `close`. */
export interface BidClosure {
  readonly closedAt: string;
  /** Null when closed unsold. */
  readonly winnerId: string | null;
  readonly winningAmountCents: Cents | null;
}

/** The close of bid `bidId`, for `closeMany`. */
export interface BidClosureOf extends BidClosure {
  readonly bidId: string;
}

/**
 * Port of the bidding area (bound to one transaction). Other areas rely on `awardsForLoans`
 * and `awardsWonBy` (keep their meaning). Timestamps are ISO-8601 UTC strings compared as instants.
 * Uniqueness the adapter must enforce: bid id; at most one *open* bid per loan; one entry per
 * (bidId, bidderId); one award per bid.
 */
export interface BidStore {
  /** The latest award of each of `loanIds` that has one (a loan re-offered after a transfer may have several; the newest wins). */
  awardsForLoans(loanIds: readonly string[]): Promise<Award[]>;
  /**
   * Every award `winnerId` won, newest closedAt first (then bidId ascending) — including awards
   * since superseded by a newer award of the same loan. Indexed read for loan visibility.
   */
  awardsWonBy(winnerId: string): Promise<Award[]>;

  /** Stores newly opened bids. Throws on a duplicate id or a second open bid on one loan. */
  insertMany(bids: readonly Bid[]): Promise<void>;
  get(id: string): Promise<Bid | null>;
  /** The bids that exist among `ids`, in no particular order. */
  getMany(ids: readonly string[]): Promise<Bid[]>;
  /** The open bids (expired or not) on any of `loanIds`; at most one per loan. */
  openForLoans(loanIds: readonly string[]): Promise<Bid[]>;
  /** Every open bid (expired or not), by validTill then id. */
  listOpen(): Promise<Bid[]>;
  /** One page of a bidder's bidding table, in the §4 order, with the total (`biddingTableIn`). */
  biddingTable(query: BiddingTableQuery): Promise<BiddingTablePage>;

  /**
   * Adds `entry` (bought = false) if its bid is open, `entry.placedAt` is before the bid's
   * validTill and the bidder has no entry on it yet. Atomic against a concurrent `close` of the
   * same bid (PostgreSQL: the bid row is read `FOR SHARE`), so a close either sees the entry or
   * the placement sees the bid closed; a concurrent double-submit yields one `placed` and one
   * `duplicate` (unique key, never an exception).
   */
  placeEntry(entry: BidEntry): Promise<PlaceEntryOutcome>;
  /** The entries of one bid, by placedAt then bidderId. */
  entriesFor(bidId: string): Promise<BidEntry[]>;
  /** `entriesFor` of each of `bidIds` at once; a bid without entries has no key. */
  entriesForBids(bidIds: readonly string[]): Promise<ReadonlyMap<string, BidEntry[]>>;
  /** Every entry of one bidder, newest placedAt first (then bidId). */
  entriesOfBidder(bidderId: string): Promise<BidEntry[]>;

  /** How many open bids have validTill ≤ `now` (a progress total; may shrink under concurrent closers). */
  countExpiredOpen(now: string): Promise<number>;
  /**
   * Up to `limit` open bids with validTill ≤ `now`, oldest validTill first (then id), claimed for
   * this transaction: PostgreSQL `FOR UPDATE SKIP LOCKED`, so concurrent closers take disjoint
   * batches; the rows stay open until `close`.
   */
  claimExpiredOpen(now: string, limit: number): Promise<Bid[]>;
  /**
   * Compare-and-set open → closed with `closure`; when it has a winner, that bidder's entry
   * becomes `bought`. False (and no change) when the bid is not open.
   */
  close(id: string, closure: BidClosure): Promise<boolean>;
  /**
   * `close` of many bids in one go (the closer's batch): the ids of the bids that were open and
   * are now closed, in no particular order; the others are unchanged.
   */
  closeMany(closures: readonly BidClosureOf[]): Promise<string[]>;
  /**
   * The winning entry of closed bid `bidId` is no longer bought: the loan's owner rejected the
   * purchase, so the winner reads Lost (spec §4). The bid keeps its winner and award as history.
   * False (and no change) when the bid is not closed or its entry is not bought.
   */
  unmarkBought(bidId: string): Promise<boolean>;
  /** Records an award. Throws on a second award for the same bid. */
  insertAward(award: Award): Promise<void>;
  /** Records many awards. Throws when any bid among them already has one (or appears twice). */
  insertAwards(awards: readonly Award[]): Promise<void>;

  appendQuestion(question: BidQuestion): Promise<void>;
  /** The thread of (bidId, bidderId), oldest first (then id). */
  questionsFor(bidId: string, bidderId: string): Promise<BidQuestion[]>;
}
