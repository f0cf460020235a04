import type { Kysely } from 'kysely';
import type { Award, BidStore } from '../../../core/bidding/bid-store';
import { insertValues } from '../bulk-rows';
import { chunks } from '../chunks';
import { byCodePoint, type DialectName } from '../dialect';
import type { Database } from '../schema';
import { type AwardRow, awardToRow, questionToRow, rowToAward, rowToQuestion } from './bid-rows';

const KEYS_PER_QUERY = 500;
const AWARD_COLUMNS = ['bid_id', 'loan_id', 'winner_id', 'amount_cents', 'closed_at'];

type AwardAndQuestionMethods = Pick<
  BidStore,
  'awardsForLoans' | 'awardsWonBy' | 'insertAward' | 'insertAwards' | 'appendQuestion' | 'questionsFor'
>;

/** The newer of two awards of one loan: later close, then (same instant) the greater bid id. */
function newer(a: AwardRow, b: AwardRow): boolean {
  return a.closed_at !== b.closed_at ? a.closed_at > b.closed_at : a.bid_id > b.bid_id;
}

/**
 * The award and question-thread part of the Kysely `BidStore`. One award per bid is the primary
 * key of `bid_awards` (a second insert throws); question ids are the key of `bid_questions`.
 * Timestamps are stored in `toISOString` form, so text order is time order.
 */
export function bidAwardQueries(db: Kysely<Database>, dialect: DialectName): AwardAndQuestionMethods {
  return {
    async awardsForLoans(loanIds) {
      const latest = new Map<string, AwardRow>();
      for (const batch of chunks([...new Set(loanIds)], KEYS_PER_QUERY)) {
        const rows = await db.selectFrom('bid_awards').selectAll().where('loan_id', 'in', batch).execute();
        for (const row of rows) {
          const seen = latest.get(row.loan_id);
          if (!seen || newer(row, seen)) latest.set(row.loan_id, row);
        }
      }
      return [...latest.values()].map(rowToAward);
    },
    async awardsWonBy(winnerId) {
      const rows = await db
        .selectFrom('bid_awards')
        .selectAll()
        .where('winner_id', '=', winnerId)
        .orderBy('closed_at', 'desc')
        .orderBy(byCodePoint('bid_id', dialect))
        .execute();
      return rows.map(rowToAward);
    },
    async insertAward(award: Award) {
      await db.insertInto('bid_awards').values(awardToRow(award)).execute();
    },
    async insertAwards(awards) {
      const rows = awards.map((a) => {
        const r = awardToRow(a);
        return [r.bid_id, r.loan_id, r.winner_id, r.amount_cents, r.closed_at];
      });
      await insertValues(db, 'bid_awards', AWARD_COLUMNS, rows);
    },
    async appendQuestion(question) {
      await db.insertInto('bid_questions').values(questionToRow(question)).execute();
    },
    async questionsFor(bidId, bidderId) {
      const rows = await db
        .selectFrom('bid_questions')
        .selectAll()
        .where('bid_id', '=', bidId)
        .where('bidder_id', '=', bidderId)
        .orderBy('at')
        .orderBy(byCodePoint('id', dialect))
        .execute();
      return rows.map(rowToQuestion);
    },
  };
}
