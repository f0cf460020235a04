import { col } from '../columns';

/**
 * Rewards and the credit transactions that pay them out into a wallet (migration 0005), the
 * tables of `core/accounts/rewards/`. One referral reward per referred person and one payout
 * per reward: each is a unique index, so a payout raced twice credits the wallet once.
 */
export const rewardTables = {
  rewards: {
    id: col.id(),
    user_id: col.text(),
    kind: col.text(),
    referred_user_id: col.text(),
    /** Whole reward points. */
    credits: col.integer(),
    status: col.text(),
    created_at: col.timestamp(),
    updated_at: col.timestamp(),
  },
  credit_transactions: {
    id: col.id(),
    wallet_id: col.text({ references: 'wallets.id', onDelete: 'cascade' }),
    credits: col.integer(),
    kind: col.text(),
    /** The reward paid out; unique: one payout per reward. */
    reward_id: col.text({ references: 'rewards.id' }),
    created_at: col.timestamp(),
  },
} as const;
