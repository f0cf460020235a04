/**
 * A bidder's bidding table in SQL (`BidStore.biddingTable`, meaning `biddingTableIn` in core):
 * the bids joined to the bidder's own entry, the loan filters as an EXISTS on the bid's loan
 * (the loan search's own `matching`, so both agree), the §4 order — time bucket at `now`, then
 * the bidder's amount (none last), validTill, id — and one page with the count of all. Timestamps
 * are canonical ISO text, so the bucket bounds compare as text.
 */
import { type Kysely, sql } from 'kysely';
import type { BiddingTablePage, BiddingTableQuery } from '../../../core/bidding/bidding-query';
import { byCodePoint, type DialectName } from '../dialect';
import { matching } from '../loans/loan-search-sql';
import type { Database } from '../schema';
import { instant, rowToBid, rowToEntry } from './bid-rows';

const HOUR_MS = 3_600_000;
const at = (now: string, ms: number) => new Date(Date.parse(now) + ms).toISOString();

/** One page of `query`'s table, with the total, on `db`. */
export async function biddingTablePage(
  db: Kysely<Database>,
  dialect: DialectName,
  query: BiddingTableQuery,
): Promise<BiddingTablePage> {
  const now = instant(query.now);
  const table = db
    .selectFrom('bids')
    .leftJoin('bid_entries as e', (join) =>
      join.onRef('e.bid_id', '=', 'bids.id').on('e.bidder_id', '=', query.bidderId),
    )
    .where((eb) => {
      // The outcome filter: 'none' = no entry; Won = bought; Pending = open; Lost = closed, not bought.
      const entered = eb('e.bid_id', 'is not', null);
      const outcome = {
        none: eb('e.bid_id', 'is', null),
        Won: eb('e.bought', '=', 1),
        Pending: eb.and([entered, eb('e.bought', '=', 0), eb('bids.status', '=', 'open')]),
        Lost: eb.and([entered, eb('e.bought', '=', 0), eb('bids.status', '<>', 'open')]),
      };
      return eb.and([
        eb.or([
          eb.and([eb('bids.status', '=', 'open'), eb('bids.lender_id', '<>', query.bidderId)]),
          eb.and([eb('bids.status', '<>', 'open'), eb('e.bid_id', 'is not', null)]),
        ]),
        eb.exists(
          eb
            .selectFrom('loans')
            .select(sql.lit(1).as('one'))
            .whereRef('loans.id', '=', 'bids.loan_id')
            .where((loans) => matching(loans, query.loanFilters, dialect)),
        ),
        ...(query.status ? [eb('bids.status', '=', query.status)] : []),
        ...(query.outcome ? [outcome[query.outcome]] : []),
      ]);
    });
  const { count } = await table
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const bucket = sql`case when bids.valid_till <= ${now} then 3 when bids.valid_till >= ${at(now, 24 * HOUR_MS)} then 1 when bids.valid_till >= ${at(now, HOUR_MS)} then 0 else 2 end`;
  let page = table
    .selectAll('bids')
    .select(['e.bid_id as e_bid_id', 'e.bidder_id as e_bidder_id', 'e.amount_cents as e_amount_cents'])
    .select(['e.placed_at as e_placed_at', 'e.bought as e_bought'])
    .orderBy(bucket)
    .orderBy(sql`coalesce(e.amount_cents, -1)`, 'desc')
    .orderBy('bids.valid_till')
    .orderBy(byCodePoint('bids.id', dialect));
  if (query.page) page = page.limit(query.page.limit).offset((query.page.page - 1) * query.page.limit);
  const rows = await page.execute();
  return {
    total: Number(count),
    items: rows.map(({ e_bid_id, e_bidder_id, e_amount_cents, e_placed_at, e_bought, ...bid }) => ({
      bid: rowToBid(bid),
      entry:
        e_bid_id === null || e_bidder_id === null || e_amount_cents === null || e_placed_at === null
          ? null
          : rowToEntry({
              bid_id: e_bid_id,
              bidder_id: e_bidder_id,
              amount_cents: e_amount_cents,
              placed_at: e_placed_at,
              bought: e_bought ?? 0,
            }),
    })),
  };
}
