import type { CreditTransaction, Reward, RewardStatus } from './reward';

/** Rewards by beneficiary and by referred person; status changes are compare-and-set. */
export interface RewardStore {
  get(rewardId: string): Promise<Reward | null>;
  /** Adds a reward; false (nothing written) when the referred person already has one. */
  insert(reward: Reward): Promise<boolean>;
  /** The referral reward for a referred person, or null. */
  findReferral(referredUserId: string): Promise<Reward | null>;
  /** The person's rewards, newest first. */
  listFor(userId: string): Promise<Reward[]>;
  /** Rewards in a status, oldest first, at most `limit` (the admin's work list). */
  withStatus(status: RewardStatus, limit: number): Promise<Reward[]>;
  /** Moves a reward only if it is still `from`; false otherwise. */
  setStatus(rewardId: string, from: RewardStatus, to: RewardStatus, at: string): Promise<boolean>;
  /** Appends a credit transaction; false (nothing written) when the reward was already paid out. */
  appendCredit(transaction: CreditTransaction): Promise<boolean>;
  /** The wallet's transactions, newest first. */
  creditsOf(walletId: string): Promise<CreditTransaction[]>;
}
