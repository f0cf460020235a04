/**
 * The closing part of the Kysely `BidStore`: counting and claiming expired open bids, and closing
 * them one at a time or a batch at once. `closeMany` is one `UPDATE … FROM (VALUES …)` for the
 * bids (the compare-and-set `status = 'open'` per row, the ids that changed returned) and one
 * `UPDATE` that marks the winners' entries bought, whatever the size of the batch.
 */
import type { Kysely } from 'kysely';
import type { BidEntry } from '../../../core/bidding/bid';
import type { BidClosureOf, BidStore } from '../../../core/bidding/bid-store';
import { runRaw, valuesList } from '../bulk-rows';
import { chunks } from '../chunks';
import { byCodePoint, type DialectName, forUpdate } from '../dialect';
import type { Database } from '../schema';
import { instant, rowToBid, rowToEntry } from './bid-rows';

const KEYS_PER_QUERY = 500;
// Four parameters a bid: well inside both databases' parameter limits.
const CLOSES_PER_QUERY = 1000;

type ClosingMethods = Pick<
  BidStore,
  'countExpiredOpen' | 'claimExpiredOpen' | 'close' | 'closeMany' | 'entriesForBids'
>;

/** The closer's queries on `db` (a unit of work's transaction handle). */
export function bidCloseQueries(db: Kysely<Database>, dialect: DialectName): ClosingMethods {
  // The winners' entries by key, (bid, bidder) pairs in a VALUES list: no lookup of the bid per entry.
  const markBought = (winners: readonly (readonly [string, string])[]) =>
    runRaw(
      db,
      `update bid_entries set bought = 1 from (values ${valuesList(dialect, winners.length, 2)}) as v ` +
        'where bid_entries.bid_id = v.column1 and bid_entries.bidder_id = v.column2',
      winners.flat(),
    );

  async function closeMany(closures: readonly BidClosureOf[]): Promise<string[]> {
    const closed: string[] = [];
    for (const batch of chunks(closures, CLOSES_PER_QUERY)) {
      const values = valuesList(dialect, batch.length, 4, { 3: 'bigint' });
      const rows = await runRaw<{ id: string }>(
        db,
        `update bids set status = 'closed', closed_at = v.column2, winner_id = v.column3, ` +
          `winning_amount_cents = v.column4 from (values ${values}) as v ` +
          `where bids.id = v.column1 and bids.status = 'open' returning bids.id`,
        batch.flatMap((c) => [c.bidId, instant(c.closedAt), c.winnerId, c.winningAmountCents]),
      );
      const ids = rows.map((r) => r.id);
      const changed = new Set(ids);
      const winners = batch.flatMap((c) =>
        c.winnerId !== null && changed.has(c.bidId) ? [[c.bidId, c.winnerId] as const] : [],
      );
      if (winners.length > 0) await markBought(winners);
      closed.push(...ids);
    }
    return closed;
  }

  return {
    async countExpiredOpen(now) {
      const row = await db
        .selectFrom('bids')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', '=', 'open')
        .where('valid_till', '<=', instant(now))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async claimExpiredOpen(now, limit) {
      if (limit <= 0) return [];
      const rows = await db
        .selectFrom('bids')
        .selectAll()
        .where('status', '=', 'open')
        .where('valid_till', '<=', instant(now))
        .orderBy('valid_till')
        .orderBy(byCodePoint('id', dialect))
        .limit(limit)
        .$call(forUpdate(dialect, { skipLocked: true }))
        .execute();
      return rows.map(rowToBid);
    },
    close: async (bidId, closure) => (await closeMany([{ bidId, ...closure }])).length === 1,
    closeMany,
    async entriesForBids(bidIds) {
      const found = new Map<string, BidEntry[]>();
      for (const batch of chunks([...new Set(bidIds)], KEYS_PER_QUERY)) {
        const rows = await db
          .selectFrom('bid_entries')
          .selectAll()
          .where('bid_id', 'in', batch)
          .orderBy('placed_at')
          .orderBy(byCodePoint('bidder_id', dialect))
          .execute();
        for (const row of rows) {
          const list = found.get(row.bid_id);
          if (list) list.push(rowToEntry(row));
          else found.set(row.bid_id, [rowToEntry(row)]);
        }
      }
      return found;
    },
  };
}
