import type { Insertable, Selectable } from 'kysely';
import type { Bid, BidEntry, BidQuestion, BidStatus } from '../../../core/bidding/bid';
import type { Award } from '../../../core/bidding/bid-store';
import { cents } from '../../../core/money/cents';
import type { Database } from '../schema';

/** Rows of the bidding area, and the mapping between them and the domain types. */
export type BidRow = Selectable<Database['bids']>;
export type EntryRow = Selectable<Database['bid_entries']>;
export type AwardRow = Selectable<Database['bid_awards']>;
export type QuestionRow = Selectable<Database['bid_questions']>;

/**
 * The canonical text of an instant (`toISOString`). The port compares timestamps as instants;
 * the store compares and orders them as text, which agrees only when every stored and compared
 * value has this one form — so every timestamp is written, and every bound compared, through it.
 */
export function instant(iso: string): string {
  // A batch writes one instant many times (every closure of a close): the last one is kept.
  if (iso === last.iso) return last.text;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`not an ISO instant: ${iso}`);
  last = { iso, text: new Date(ms).toISOString() };
  return last.text;
}

let last = { iso: '1970-01-01T00:00:00.000Z', text: '1970-01-01T00:00:00.000Z' };

const instantOrNull = (iso: string | null) => (iso === null ? null : instant(iso));
const centsOrNull = (value: number | null) => (value === null ? null : cents(value));

export function bidToRow(bid: Bid): Insertable<Database['bids']> {
  return {
    id: bid.id,
    loan_id: bid.loanId,
    tape_name: bid.tapeName,
    lender_id: bid.lenderId,
    status: bid.status,
    valid_till: instant(bid.validTill),
    loan_amount_cents: cents(bid.loanAmountCents),
    opened_by: bid.openedBy,
    opened_at: instant(bid.openedAt),
    closed_at: instantOrNull(bid.closedAt),
    winner_id: bid.winnerId,
    winning_amount_cents: centsOrNull(bid.winningAmountCents),
  };
}

export function rowToBid(row: BidRow): Bid {
  return {
    id: row.id,
    loanId: row.loan_id,
    tapeName: row.tape_name,
    lenderId: row.lender_id,
    status: row.status as BidStatus,
    validTill: row.valid_till,
    loanAmountCents: cents(row.loan_amount_cents),
    openedBy: row.opened_by,
    openedAt: row.opened_at,
    closedAt: row.closed_at,
    winnerId: row.winner_id,
    winningAmountCents: centsOrNull(row.winning_amount_cents),
  };
}

/** A new entry's row: never bought when placed, whatever the caller passed. */
export function entryToRow(entry: BidEntry): Insertable<Database['bid_entries']> {
  return {
    bid_id: entry.bidId,
    bidder_id: entry.bidderId,
    amount_cents: cents(entry.amountCents),
    placed_at: instant(entry.placedAt),
    bought: 0,
  };
}

export function rowToEntry(row: EntryRow): BidEntry {
  return {
    bidId: row.bid_id,
    bidderId: row.bidder_id,
    amountCents: cents(row.amount_cents),
    placedAt: row.placed_at,
    bought: row.bought === 1,
  };
}

export function awardToRow(award: Award): AwardRow {
  return {
    bid_id: award.bidId,
    loan_id: award.loanId,
    winner_id: award.winnerId,
    amount_cents: cents(award.amountCents),
    closed_at: instant(award.closedAt),
  };
}

export function rowToAward(row: AwardRow): Award {
  return {
    loanId: row.loan_id,
    bidId: row.bid_id,
    winnerId: row.winner_id,
    amountCents: cents(row.amount_cents),
    closedAt: row.closed_at,
  };
}

export function questionToRow(q: BidQuestion): QuestionRow {
  return {
    id: q.id,
    bid_id: q.bidId,
    bidder_id: q.bidderId,
    sender_id: q.senderId,
    sender_name: q.senderName,
    message: q.message,
    doc_name: q.docName,
    blob_name: q.blobName,
    at: instant(q.at),
  };
}

export function rowToQuestion(row: QuestionRow): BidQuestion {
  return {
    id: row.id,
    bidId: row.bid_id,
    bidderId: row.bidder_id,
    senderId: row.sender_id,
    senderName: row.sender_name,
    message: row.message,
    docName: row.doc_name,
    blobName: row.blob_name,
    at: row.at,
  };
}
