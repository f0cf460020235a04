import type { Kysely } from 'kysely';
import type { StakingStore } from '../../../core/staking/staking-store';
import { chunks, rowsPerStatement } from '../chunks';
import { byCodePoint, type DialectName } from '../dialect';
import type { Database } from '../schema';
import { requestToRow, rowToRequest, rowToStake, stakeToRow } from './staking-rows';
import { stakingTables } from './staking-tables';

const KEYS_PER_QUERY = 500;
const STAKE_ROWS = rowsPerStatement(Object.keys(stakingTables.stakes).length);

/**
 * `StakingStore` on Kysely. The partial unique indexes of 0019 do the deciding: a second live
 * stake of a loan violates `stakes_live_loan_key` and throws (the unit of work rolls the batch
 * back); a second unanswered request of a stake meets `unstake_requests_open_stake_key` and is
 * skipped by `ON CONFLICT (stake_id) WHERE answered_at IS NULL DO NOTHING` — the conflict
 * target names that index only, so a duplicate id still throws. Release and answer are
 * conditional updates: of two concurrent callers the second finds the row changed (PostgreSQL
 * re-checks the condition after waiting for the first's row lock).
 */
export function kyselyStakingStore(db: Kysely<Database>, dialect: DialectName): StakingStore {
  return {
    async insertStakes(stakes) {
      for (const batch of chunks(stakes, STAKE_ROWS)) {
        await db.insertInto('stakes').values(batch.map(stakeToRow)).execute();
      }
    },
    async liveStakes(loanIds) {
      const found = [];
      for (const batch of chunks([...new Set(loanIds)], KEYS_PER_QUERY)) {
        const rows = await db
          .selectFrom('stakes')
          .selectAll()
          .where('loan_id', 'in', batch)
          .where('status', '=', 'staked')
          .execute();
        found.push(...rows.map(rowToStake));
      }
      return found;
    },
    async stakesOfLoan(loanId) {
      const rows = await db
        .selectFrom('stakes')
        .selectAll()
        .where('loan_id', '=', loanId)
        .orderBy(byCodePoint('staked_at', dialect))
        .orderBy(byCodePoint('id', dialect))
        .execute();
      return rows.map(rowToStake);
    },
    async releaseStake(id, at) {
      const result = await db
        .updateTable('stakes')
        .set({ status: 'released', released_at: at })
        .where('id', '=', id)
        .where('status', '=', 'staked')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async insertRequest(request) {
      const result = await db
        .insertInto('unstake_requests')
        .values(requestToRow(request))
        .onConflict((oc) => oc.column('stake_id').where('answered_at', 'is', null).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    async getRequest(id) {
      const row = await db.selectFrom('unstake_requests').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? rowToRequest(row) : null;
    },
    async unansweredOf(stakeId) {
      const row = await db
        .selectFrom('unstake_requests')
        .selectAll()
        .where('stake_id', '=', stakeId)
        .where('answered_at', 'is', null)
        .executeTakeFirst();
      return row ? rowToRequest(row) : null;
    },
    async requestsOfLoan(loanId) {
      const rows = await db
        .selectFrom('unstake_requests')
        .selectAll()
        .where('loan_id', '=', loanId)
        .orderBy(byCodePoint('requested_at', dialect))
        .orderBy(byCodePoint('id', dialect))
        .execute();
      return rows.map(rowToRequest);
    },
    async answerRequest(id, answer, at) {
      const result = await db
        .updateTable('unstake_requests')
        .set({ answer, answered_at: at })
        .where('id', '=', id)
        .where('answered_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async unanswered({ lenderId, requesterId, limit }) {
      let query = db.selectFrom('unstake_requests').selectAll().where('answered_at', 'is', null);
      if (lenderId !== undefined) query = query.where('lender_id', '=', lenderId);
      if (requesterId !== undefined) query = query.where('requester_id', '=', requesterId);
      const rows = await query
        .orderBy(byCodePoint('respond_by', dialect))
        .orderBy(byCodePoint('id', dialect))
        .limit(limit)
        .execute();
      return rows.map(rowToRequest);
    },
  };
}
