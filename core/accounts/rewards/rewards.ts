/**
 * What a person sees of rewards and credits (spec §2 /dashboard/wallet/rewards; §3 reward
 * status colours) and what the platform admin decides. Statuses are shown with the colours of
 * core/format/status-colours.ts. Paying a reward adds its credits to the beneficiary's wallet
 * in the same transaction, exactly once (the ledger holds one payout per reward).
 */
import { z } from 'zod';
import type { DomainError } from '../../errors/domain-error';
import { MESSAGES } from '../../errors/messages';
import { err, ok, type Result } from '../../errors/result';
import type { StatusColour } from '../../format/colours';
import { rewardStatusColour } from '../../format/status-colours';
import { transact } from '../../ports/unit-of-work';
import { shortText } from '../../validation/field-kit';
import { type AccountActor, type DepsOf, isPlatformAdmin } from '../account-deps';
import { type CreditTransaction, canMoveReward, REWARD_STATUSES, type Reward } from './reward';
import { RewardErrors } from './rewards.errors';

type Deps = DepsOf<'rewards' | 'wallets' | 'profiles'>;
type Done<T> = Promise<Result<T, DomainError>>;

export interface RewardListing {
  readonly rewards: readonly (Reward & { readonly colour: StatusColour })[];
  /** The caller's own referral code, to share. */
  readonly referralCode: string;
}

/** The caller's rewards, newest first, with their status colours and the caller's referral code. */
export async function myRewards(deps: Deps, actor: AccountActor): Done<RewardListing> {
  return transact(deps.uow, async (s) => {
    const user = await s.profiles.findById(actor.userId);
    if (!user) return err(RewardErrors.accountNotFound());
    const rewards = (await s.rewards.listFor(actor.userId)).map((r) => ({
      ...r,
      colour: rewardStatusColour(r.status),
    }));
    return ok({ rewards, referralCode: user.referralCode });
  });
}

export interface CreditStatement {
  readonly walletId: string;
  /** Whole credits. */
  readonly balance: number;
  readonly transactions: readonly CreditTransaction[];
}

/** The caller's credit balance and transactions, newest first. */
export async function myCredits(deps: Deps, actor: AccountActor): Done<CreditStatement> {
  return transact(deps.uow, async (s) => {
    const wallet = await s.wallets.findByOwner(actor.userId);
    if (!wallet) return err(RewardErrors.accountNotFound());
    const transactions = await s.rewards.creditsOf(wallet.id);
    const balance = transactions.reduce((sum, t) => sum + t.credits, 0);
    return ok({ walletId: wallet.id, balance, transactions });
  });
}

/** Rewards in a status, oldest first (platform admin only). */
export async function rewardsToDecide(deps: Deps, actor: AccountActor, input: unknown): Done<Reward[]> {
  if (!isPlatformAdmin(actor)) return err(RewardErrors.notPlatformAdmin());
  const parsed = z.object({ status: z.enum(REWARD_STATUSES).default('Earned') }).safeParse(input ?? {});
  if (!parsed.success) return err(RewardErrors.invalid());
  return ok(await deps.uow.run((s) => s.rewards.withStatus(parsed.data.status, 100)));
}

const decisionSchema = z.object({
  reward_id: shortText(),
  status: z.enum(['Paid', 'Rejected', 'Cancelled']),
});

/** The platform admin pays, rejects or cancels a reward → 'Updated Successfully'. */
export async function decideReward(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Done<{ message: string; reward: Reward }> {
  if (!isPlatformAdmin(actor)) return err(RewardErrors.notPlatformAdmin());
  const parsed = decisionSchema.safeParse(input);
  if (!parsed.success) return err(RewardErrors.invalid());
  const { reward_id, status } = parsed.data;
  return transact(deps.uow, async (s) => {
    const reward = await s.rewards.get(reward_id);
    if (!reward) return err(RewardErrors.rewardNotFound({ reward_id }));
    if (!canMoveReward(reward.status, status))
      return err(RewardErrors.cannotMove({ from: reward.status, to: status }));
    const now = deps.clock.now().toISOString();
    if (!(await s.rewards.setStatus(reward.id, reward.status, status, now)))
      return err(RewardErrors.changed());
    if (status === 'Paid') {
      const wallet = await s.wallets.findByOwner(reward.userId);
      if (!wallet) return err(RewardErrors.accountNotFound());
      const payout: CreditTransaction = {
        id: deps.ids.next(),
        walletId: wallet.id,
        credits: reward.credits,
        kind: 'reward_payout',
        rewardId: reward.id,
        createdAt: now,
      };
      if (!(await s.rewards.appendCredit(payout))) return err(RewardErrors.changed());
    }
    return ok({ message: MESSAGES.updatedSuccessfully, reward: { ...reward, status, updatedAt: now } });
  });
}
