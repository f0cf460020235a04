/**
 * The referral hooks (spec §2 referral_code on login/signup/registration; §5 server-checked
 * codes). A signup naming a valid referral code makes an Eligible reward for the referrer;
 * the reward is Earned when the referred person's first persona is approved. Both hooks run
 * inside the caller's transaction and are idempotent: one referral reward per referred person.
 *
 * The auth area's sign-up flows can call `recordReferralSignup` inside their transaction (their
 * stores then need `rewards`), or the driving adapter can call `rewardReferralSignup` right
 * after a successful sign-up — it reads the new account's `referredBy` itself.
 */
import type { DomainError } from '../../errors/domain-error';
import { err, ok, type Result } from '../../errors/result';
import type { Clock } from '../../ports/clock';
import type { Ids } from '../../ports/ids';
import { transact } from '../../ports/unit-of-work';
import type { DepsOf } from '../account-deps';
import type { AccountStores } from '../account-stores';
import { REFERRAL_REWARD_CREDITS, type Reward } from './reward';
import { RewardErrors } from './rewards.errors';

export interface ReferralSignup {
  readonly referrerId: string;
  readonly referredUserId: string;
}

/**
 * Records the Eligible reward of a referred signup; returns it (or the one already recorded).
 * A self-referral earns nothing and returns null.
 */
export async function recordReferralSignup(
  s: { readonly rewards: Pick<AccountStores['rewards'], 'insert' | 'findReferral'> },
  ctx: { readonly clock: Clock; readonly ids: Ids },
  signup: ReferralSignup,
): Promise<Reward | null> {
  if (signup.referrerId === signup.referredUserId) return null;
  const existing = await s.rewards.findReferral(signup.referredUserId);
  if (existing) return existing;
  const now = ctx.clock.now().toISOString();
  const reward: Reward = {
    id: ctx.ids.next(),
    userId: signup.referrerId,
    kind: 'referral',
    referredUserId: signup.referredUserId,
    credits: REFERRAL_REWARD_CREDITS,
    status: 'Eligible',
    createdAt: now,
    updatedAt: now,
  };
  return (await s.rewards.insert(reward)) ? reward : s.rewards.findReferral(signup.referredUserId);
}

/** Moves the referred person's Eligible reward to Earned; a no-op when there is none. */
export async function earnReferralReward(
  s: Pick<AccountStores, 'rewards'>,
  event: { readonly referredUserId: string; readonly at: string },
): Promise<void> {
  const reward = await s.rewards.findReferral(event.referredUserId);
  if (reward?.status === 'Eligible') await s.rewards.setStatus(reward.id, 'Eligible', 'Earned', event.at);
}

/** After a sign-up: records the referral reward of the new account, if it named a referrer. */
export async function rewardReferralSignup(
  deps: DepsOf<'rewards' | 'profiles'>,
  input: { readonly userId: string },
): Promise<Result<Reward | null, DomainError>> {
  return transact(deps.uow, async (s) => {
    const user = await s.profiles.findById(input.userId);
    if (!user) return err(RewardErrors.accountNotFound());
    if (!user.referredBy) return ok(null);
    return ok(await recordReferralSignup(s, deps, { referrerId: user.referredBy, referredUserId: user.id }));
  });
}
