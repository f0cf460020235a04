import { col } from '../columns';

/**
 * The bidding area's tables as the code expects them now (see `schema.ts`). `bids` is one
 * offer of a loan (spec §3 "Bid"); `bid_entries` holds each bidder's single amount on it
 * (`bought` is 0/1: only the winner's entry of a closed bid is 1); `bid_awards` records the
 * outcome of a bid that was sold, one row per bid; `bid_questions` are the bidder↔lender threads.
 * Awards and questions carry no foreign key to `bids`, like the in-memory fake: other areas
 * seed awards by bid id alone. Entries do — they only exist through `placeEntry` on a stored bid.
 */
export const bidTables = {
  bids: {
    id: col.id(),
    loan_id: col.text(),
    tape_name: col.text(),
    lender_id: col.text(),
    status: col.text(),
    valid_till: col.timestamp(),
    loan_amount_cents: col.money(),
    opened_by: col.text(),
    opened_at: col.timestamp(),
    closed_at: col.timestamp({ nullable: true }),
    winner_id: col.text({ nullable: true }),
    winning_amount_cents: col.money({ nullable: true }),
  },
  bid_entries: {
    bid_id: col.text({ references: 'bids.id' }),
    bidder_id: col.text(),
    amount_cents: col.money(),
    placed_at: col.timestamp(),
    /** 1 for the winning entry of a closed bid, else 0. */
    bought: col.integer({ defaultTo: 0 }),
  },
  bid_awards: {
    bid_id: col.text({ primaryKey: true }),
    loan_id: col.text(),
    winner_id: col.text(),
    amount_cents: col.money(),
    closed_at: col.timestamp(),
  },
  bid_questions: {
    id: col.id(),
    bid_id: col.text(),
    bidder_id: col.text(),
    sender_id: col.text(),
    sender_name: col.text(),
    message: col.text(),
    doc_name: col.text({ nullable: true }),
    blob_name: col.text({ nullable: true }),
    at: col.timestamp(),
  },
} as const;
