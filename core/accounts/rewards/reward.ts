/**
 * Rewards and credits (spec §3 "credit and reward data", reward status colours; §2
 * /dashboard/wallet/rewards). A reward is credits promised to a person — today for referring a
 * signup. Credits are whole **reward points** (integers, no fractions, no money value in core):
 * the partner's reward tokens are issued one per credit when a reward is paid.
 *
 * Life cycle (ours; the spec gives the statuses and their colours):
 *   Eligible  → Earned     when the referred person's first persona is approved by an admin
 *   Eligible  → Rejected | Cancelled   by the platform admin (fraud; account closed)
 *   Earned    → Paid       by the platform admin; the credits are added to the wallet at once
 *   Earned    → Rejected | Cancelled   by the platform admin
 *   Paid, Rejected, Cancelled are final.
 */
export const REWARD_STATUSES = ['Eligible', 'Earned', 'Paid', 'Rejected', 'Cancelled'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/** The moves allowed from each status. */
export const REWARD_TRANSITIONS: Readonly<Record<RewardStatus, readonly RewardStatus[]>> = {
  Eligible: ['Earned', 'Rejected', 'Cancelled'],
  Earned: ['Paid', 'Rejected', 'Cancelled'],
  Paid: [],
  Rejected: [],
  Cancelled: [],
};

/** True when a reward may move from `from` to `to`. */
export function canMoveReward(from: RewardStatus, to: RewardStatus): boolean {
  return REWARD_TRANSITIONS[from].includes(to);
}

/** Credits a referral earns its referrer (ours). */
export const REFERRAL_REWARD_CREDITS = 100;

export interface Reward {
  readonly id: string;
  /** Who receives the credits (the referrer). */
  readonly userId: string;
  readonly kind: 'referral';
  /** The person whose signup the reward is for; one referral reward per referred person. */
  readonly referredUserId: string;
  /** Whole credits, > 0. */
  readonly credits: number;
  readonly status: RewardStatus;
  /** ISO instants. */
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** One movement of credits in a wallet; positive adds. */
export interface CreditTransaction {
  readonly id: string;
  readonly walletId: string;
  /** Whole credits; a payout is positive. */
  readonly credits: number;
  readonly kind: 'reward_payout';
  /** The reward paid out; one payout per reward. */
  readonly rewardId: string;
  /** ISO instant. */
  readonly createdAt: string;
}
