/**
 * What a bidder's bidding table asks of the bid store (spec §7 `bidding_table`): the open bids on
 * loans the bidder did not lend, and the closed bids the bidder took part in, whose loan matches
 * the §3 loan filters, optionally of one bid status and one outcome of the bidder ('none' = not
 * bid yet) — sorted in the §4 order at `now` (`bid-sort.ts`) and cut to one page, with the
 * total. `biddingTableIn` is the meaning, on plain arrays: the in-memory store runs it, and the
 * database adapters must agree with it (the bid store contract checks both).
 */
import type { Loan } from '../loans/loan';
import { type LoanFilters, matchesFilters } from '../loans/loan-query';
import type { Bid, BidderOutcome, BidEntry, BidStatus } from './bid';
import { bidderOutcome } from './bid-rules';
import { compareByTimeBucket } from './bid-sort';

/** One page of the table: `page` counts from 1. */
export interface PageRequest {
  readonly page: number;
  readonly limit: number;
}

export interface BiddingTableQuery {
  readonly bidderId: string;
  /** ISO instant the time buckets are seen at. */
  readonly now: string;
  /** The loan filters (without status, owner or borrower: not the bidder's to filter on). */
  readonly loanFilters: LoanFilters;
  readonly status?: BidStatus;
  readonly outcome?: BidderOutcome | 'none';
  /** Null: every row (the spreadsheet export). */
  readonly page: PageRequest | null;
}

/** One table row as stored: the bid and the bidder's entry on it (null when they did not bid). */
export interface BiddingItem {
  readonly bid: Bid;
  readonly entry: BidEntry | null;
}

export interface BiddingTablePage {
  readonly items: BiddingItem[];
  /** Rows of the whole table (every page). */
  readonly total: number;
}

/** The outcome filter's value of a row. */
export function outcomeOf(item: BiddingItem): BidderOutcome | 'none' {
  return item.entry ? bidderOutcome(item.bid, item.entry) : 'none';
}

/** `query` over every bid, the bidder's entries and the loans (by id). */
export function biddingTableIn(
  bids: readonly Bid[],
  entriesOfBidder: readonly BidEntry[],
  loans: ReadonlyMap<string, Loan>,
  query: BiddingTableQuery,
): BiddingTablePage {
  const mine = new Map(entriesOfBidder.filter((e) => e.bidderId === query.bidderId).map((e) => [e.bidId, e]));
  const rows = bids.flatMap((bid): BiddingItem[] => {
    const entry = mine.get(bid.id) ?? null;
    const inTable = bid.status === 'open' ? bid.lenderId !== query.bidderId : entry !== null;
    const loan = loans.get(bid.loanId);
    if (!inTable || !loan || !matchesFilters(loan, query.loanFilters, () => false)) return [];
    const item = { bid, entry };
    if (query.status && bid.status !== query.status) return [];
    if (query.outcome && outcomeOf(item) !== query.outcome) return [];
    return [item];
  });
  const order = compareByTimeBucket(new Date(query.now));
  const sortable = (i: BiddingItem) => ({
    bidId: i.bid.id,
    validTill: i.bid.validTill,
    bidAmountCents: i.entry?.amountCents ?? null,
  });
  rows.sort((a, b) => order(sortable(a), sortable(b)));
  if (query.page === null) return { items: rows, total: rows.length };
  const from = (query.page.page - 1) * query.page.limit;
  return { items: rows.slice(from, from + query.page.limit), total: rows.length };
}
