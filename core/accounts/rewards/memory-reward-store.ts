import type { MemoryDb } from '../../testing/memory-db';
import type { CreditTransaction, Reward } from './reward';
import type { RewardStore } from './reward-store';

const newestFirst = <T extends { createdAt: string; id: string }>(a: T, b: T) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** In-memory `RewardStore`; uniqueness of referral and payout match the adapter's indexes. */
export function memoryRewardStore(db: MemoryDb): RewardStore {
  const rewards = db.table<Reward>('rewards');
  const credits = db.table<CreditTransaction>('credit_transactions');
  return {
    async get(rewardId) {
      return rewards.get(rewardId) ?? null;
    },
    async insert(reward) {
      if (rewards.has(reward.id) || rewards.all().some((r) => r.referredUserId === reward.referredUserId))
        return false;
      rewards.put(reward.id, reward);
      return true;
    },
    async findReferral(referredUserId) {
      return rewards.all().find((r) => r.referredUserId === referredUserId) ?? null;
    },
    async listFor(userId) {
      return rewards
        .all()
        .filter((r) => r.userId === userId)
        .sort(newestFirst);
    },
    async withStatus(status, limit) {
      return rewards
        .all()
        .filter((r) => r.status === status)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
        .slice(0, limit);
    },
    async setStatus(rewardId, from, to, at) {
      const reward = rewards.get(rewardId);
      if (!reward || reward.status !== from) return false;
      rewards.put(rewardId, { ...reward, status: to, updatedAt: at });
      return true;
    },
    async appendCredit(transaction) {
      if (credits.has(transaction.id) || credits.all().some((t) => t.rewardId === transaction.rewardId))
        return false;
      credits.put(transaction.id, transaction);
      return true;
    },
    async creditsOf(walletId) {
      return credits
        .all()
        .filter((t) => t.walletId === walletId)
        .sort(newestFirst);
    },
  };
}
