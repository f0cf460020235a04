import type { Kysely, Selectable } from 'kysely';
import type { CreditTransaction, Reward, RewardStatus } from '../../../core/accounts/rewards/reward';
import type { RewardStore } from '../../../core/accounts/rewards/reward-store';
import { byCodePoint, type DialectName } from '../dialect';
import type { Database } from '../schema';
import { whole } from '../whole';

const inserted = (r: { numInsertedOrUpdatedRows?: bigint }) => Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;

function rowToReward(r: Selectable<Database['rewards']>): Reward {
  return {
    id: r.id,
    userId: r.user_id,
    kind: r.kind as Reward['kind'],
    referredUserId: r.referred_user_id,
    credits: r.credits,
    status: r.status as RewardStatus,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/**
 * `RewardStore` on Kysely. One referral reward per referred person (`rewards_referred_key`)
 * and one payout per reward (`credit_transactions_reward_key`): both inserts are
 * `ON CONFLICT DO NOTHING`, so a payout raced twice credits the wallet once. Status moves are
 * conditional UPDATEs on the expected status.
 */
export function kyselyRewardStore(db: Kysely<Database>, dialect: DialectName): RewardStore {
  const rewards = () => db.selectFrom('rewards').selectAll();
  return {
    async get(rewardId) {
      const r = await rewards().where('id', '=', rewardId).executeTakeFirst();
      return r ? rowToReward(r) : null;
    },
    async insert(reward) {
      const result = await db
        .insertInto('rewards')
        .values({
          id: reward.id,
          user_id: reward.userId,
          kind: reward.kind,
          referred_user_id: reward.referredUserId,
          credits: whole(reward.credits, 'reward credits'),
          status: reward.status,
          created_at: reward.createdAt,
          updated_at: reward.updatedAt,
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return inserted(result);
    },
    async findReferral(referredUserId) {
      const r = await rewards().where('referred_user_id', '=', referredUserId).executeTakeFirst();
      return r ? rowToReward(r) : null;
    },
    async listFor(userId) {
      const rows = await rewards()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy(byCodePoint('id', dialect), 'desc')
        .execute();
      return rows.map(rowToReward);
    },
    async withStatus(status, limit) {
      const rows = await rewards()
        .where('status', '=', status)
        .orderBy('created_at')
        .orderBy(byCodePoint('id', dialect))
        .limit(limit)
        .execute();
      return rows.map(rowToReward);
    },
    async setStatus(rewardId, from, to, at) {
      const result = await db
        .updateTable('rewards')
        .set({ status: to, updated_at: at })
        .where('id', '=', rewardId)
        .where('status', '=', from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async appendCredit(t) {
      const result = await db
        .insertInto('credit_transactions')
        .values({
          id: t.id,
          wallet_id: t.walletId,
          credits: whole(t.credits, 'credits'),
          kind: t.kind,
          reward_id: t.rewardId,
          created_at: t.createdAt,
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return inserted(result);
    },
    async creditsOf(walletId) {
      const rows = await db
        .selectFrom('credit_transactions')
        .selectAll()
        .where('wallet_id', '=', walletId)
        .orderBy('created_at', 'desc')
        .orderBy(byCodePoint('id', dialect), 'desc')
        .execute();
      return rows.map(
        (r): CreditTransaction => ({
          id: r.id,
          walletId: r.wallet_id,
          credits: r.credits,
          kind: r.kind as CreditTransaction['kind'],
          rewardId: r.reward_id,
          createdAt: r.created_at,
        }),
      );
    },
  };
}
