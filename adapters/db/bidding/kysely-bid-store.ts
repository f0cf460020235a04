import type { Kysely } from 'kysely';
import type { BidStore } from '../../../core/bidding/bid-store';
import { dialectOf } from '../bulk-rows';
import { chunks, rowsPerStatement } from '../chunks';
import { compiledQuery } from '../compiled-query';
import { byCodePoint, type DialectName } from '../dialect';
import type { Database } from '../schema';
import { bidAwardQueries } from './bid-award-queries';
import { bidCloseQueries } from './bid-close-queries';
import { type BidRow, bidToRow, entryToRow, rowToBid, rowToEntry } from './bid-rows';
import { bidTables } from './bid-tables';
import { biddingTablePage } from './bidding-table-sql';
import { forShare } from './for-share';

const BID_COLUMNS = Object.keys(bidTables.bids).length;

// The two statements of every placement, compiled once (../compiled-query.ts).
const bidById = compiledQuery((db, p: { id: string }) =>
  db.selectFrom('bids').selectAll().where('id', '=', p.id),
);
// The entry goes in only while its bid is open and before validTill, and only if the bidder has
// none yet (the (bid, bidder) key). PostgreSQL reads the bid row FOR SHARE: a closer's claim
// (FOR UPDATE SKIP LOCKED) passes this bid by until we commit, and a claim already held makes us
// wait and then find the bid closed.
const placeIfOpen = compiledQuery(
  (db, p: { bidId: string; bidderId: string; amountCents: number; placedAt: string }) =>
    db
      .insertInto('bid_entries')
      .columns(['bid_id', 'bidder_id', 'amount_cents', 'placed_at', 'bought'])
      .expression(
        db
          .selectFrom('bids')
          .select((eb) => [
            'id as bid_id',
            eb.cast<string>(eb.val(p.bidderId), 'text').as('bidder_id'),
            eb.cast<number>(eb.val(p.amountCents), 'bigint').as('amount_cents'),
            eb.cast<string>(eb.val(p.placedAt), 'text').as('placed_at'),
            eb.cast<number>(eb.val(0), 'integer').as('bought'),
          ])
          .where('id', '=', p.bidId)
          .where('status', '=', 'open')
          .where('valid_till', '>', p.placedAt)
          .$call(forShare(dialectOf(db))),
      )
      .onConflict((conflict) => conflict.columns(['bid_id', 'bidder_id']).doNothing()),
);
const KEYS_PER_QUERY = 500;

/**
 * `BidStore` on Kysely, for SQLite and PostgreSQL alike, built on one unit of work's transaction.
 * The database enforces the port's uniqueness: the primary key of `bids`, a partial unique index
 * on `loan_id` where the bid is open, the (bid, bidder) key of `bid_entries` and the bid key of
 * `bid_awards`. `close` is one conditional UPDATE; `placeEntry` is one conditional INSERT …
 * SELECT that reads its bid `FOR SHARE`, and `claimExpiredOpen` takes `FOR UPDATE SKIP LOCKED`
 * on PostgreSQL, so a closer that claimed a bid sees every entry committed on it and no
 * placement lands on it afterwards (SQLite: the transaction's `BEGIN IMMEDIATE` serialises
 * writers).
 */
export function kyselyBidStore(db: Kysely<Database>, dialect: DialectName): BidStore {
  const bids = () => db.selectFrom('bids').selectAll();
  const open = () => bids().where('status', '=', 'open');

  async function byKeys(column: 'id' | 'loan_id', keys: readonly string[], onlyOpen: boolean) {
    const rows: BidRow[] = [];
    for (const batch of chunks([...new Set(keys)], KEYS_PER_QUERY)) {
      rows.push(...(await (onlyOpen ? open() : bids()).where(column, 'in', batch).execute()));
    }
    return rows.map(rowToBid);
  }

  // Object.assign, not a spread ahead of the methods: that literal cost V8 about 16 µs a store
  // (every transaction that placed a bid built one), this one about 1.
  const store: Omit<
    BidStore,
    keyof ReturnType<typeof bidAwardQueries> | keyof ReturnType<typeof bidCloseQueries>
  > = {
    async insertMany(rows) {
      for (const batch of chunks(rows, rowsPerStatement(BID_COLUMNS))) {
        await db.insertInto('bids').values(batch.map(bidToRow)).execute();
      }
    },
    async get(id) {
      const [row] = (await bidById(db, { id })).rows;
      return row ? rowToBid(row) : null;
    },
    getMany: (ids) => byKeys('id', ids, false),
    openForLoans: (loanIds) => byKeys('loan_id', loanIds, true),
    biddingTable: (query) => biddingTablePage(db, dialect, query),
    async listOpen() {
      const rows = await open().orderBy('valid_till').orderBy(byCodePoint('id', dialect)).execute();
      return rows.map(rowToBid);
    },

    async placeEntry(entry) {
      const row = entryToRow(entry);
      // One statement (`placeIfOpen` above); nothing inserted says the bid is closed or taken.
      const inserted = await placeIfOpen(db, {
        bidId: row.bid_id,
        bidderId: row.bidder_id,
        amountCents: row.amount_cents,
        placedAt: row.placed_at as string,
      });
      if ((inserted.numAffectedRows ?? 0n) > 0n) return 'placed';
      // Nothing inserted (the rare path): say why. Stored instants are canonical text (bid-rows.ts).
      const bid = await bids().where('id', '=', row.bid_id).executeTakeFirst();
      const open = bid?.status === 'open' && (row.placed_at as string) < bid.valid_till;
      return open ? 'duplicate' : 'not_open';
    },
    async entriesFor(bidId) {
      const rows = await db
        .selectFrom('bid_entries')
        .selectAll()
        .where('bid_id', '=', bidId)
        .orderBy('placed_at')
        .orderBy(byCodePoint('bidder_id', dialect))
        .execute();
      return rows.map(rowToEntry);
    },
    async entriesOfBidder(bidderId) {
      const rows = await db
        .selectFrom('bid_entries')
        .selectAll()
        .where('bidder_id', '=', bidderId)
        .orderBy('placed_at', 'desc')
        .orderBy(byCodePoint('bid_id', dialect))
        .execute();
      return rows.map(rowToEntry);
    },

    async unmarkBought(bidId) {
      const bid = await db
        .selectFrom('bids')
        .select(['status', 'winner_id'])
        .where('id', '=', bidId)
        .executeTakeFirst();
      if (bid?.status !== 'closed' || bid.winner_id === null) return false;
      const result = await db
        .updateTable('bid_entries')
        .set({ bought: 0 })
        .where('bid_id', '=', bidId)
        .where('bidder_id', '=', bid.winner_id)
        .where('bought', '=', 1)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
  return Object.assign(store, bidAwardQueries(db, dialect), bidCloseQueries(db, dialect));
}
