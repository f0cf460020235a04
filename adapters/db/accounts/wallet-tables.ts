import { col } from '../columns';

/**
 * Wallets with their personas, and rewards with the credit transactions that pay them out
 * (migration 0005). One wallet per owner, one persona per type per wallet, one referral reward
 * per referred person and one payout per reward: each is a unique index.
 */
export const walletTables = {
  wallets: {
    id: col.id(),
    owner_user_id: col.text(),
    role: col.text(),
    created_at: col.timestamp(),
  },
  wallet_personas: {
    id: col.id(),
    wallet_id: col.text({ references: 'wallets.id', onDelete: 'cascade' }),
    persona_type_id: col.text(),
    type_name: col.text(),
    status: col.text(),
    via_ubargain: col.integer(),
    onboarded_at: col.timestamp(),
    decided_by: col.text({ nullable: true }),
    decided_at: col.timestamp({ nullable: true }),
  },
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
