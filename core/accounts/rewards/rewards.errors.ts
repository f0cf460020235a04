/** Refusals of rewards and credits; the spec shows no wording for them, so these are ours. */
import { refusal } from '../../errors/domain-error';

export const REWARD_TEXT = {
  rewardNotFound: 'Reward not found',
  cannotMove: 'This reward cannot be changed that way',
  notPlatformAdmin: 'Only the platform admin can do this',
  accountNotFound: 'Account not found',
} as const;

const e = refusal;

/** Refusals of the rewards area, by reason. */
export const RewardErrors = {
  invalid: e('invalid', 'REWARD.INVALID', 'please enter the valid details'),
  rewardNotFound: e('not_found', 'REWARD.NOT_FOUND', REWARD_TEXT.rewardNotFound),
  cannotMove: e('rule_violation', 'REWARD.BAD_TRANSITION', REWARD_TEXT.cannotMove),
  changed: e('conflict', 'REWARD.CHANGED', REWARD_TEXT.cannotMove),
  notPlatformAdmin: e('forbidden', 'ACCOUNT.NOT_PLATFORM_ADMIN', REWARD_TEXT.notPlatformAdmin),
  accountNotFound: e('not_found', 'REWARD.ACCOUNT_NOT_FOUND', REWARD_TEXT.accountNotFound),
};
