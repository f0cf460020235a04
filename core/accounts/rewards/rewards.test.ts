import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { type AccountsWorld, accountsWorld, actorOf } from '../testing/accounts-world';
import type { User } from '../user';
import { onboardPersona } from '../wallets/onboard-persona';
import { approvePersona } from '../wallets/persona-approvals';
import { walletDetails } from '../wallets/wallets';
import { recordReferralSignup, rewardReferralSignup } from './referral-rewards';
import { canMoveReward, REWARD_STATUSES, type RewardStatus } from './reward';
import { decideReward, myCredits, myRewards, rewardsToDecide } from './rewards';

describe('referral rewards and credits', () => {
  let w: AccountsWorld;
  let referrer: User;
  let friend: User;
  let admin: User;
  beforeEach(async () => {
    w = accountsWorld();
    referrer = await w.addUser({ referralCode: 'ASHA2026' });
    friend = await w.addUser({ referredBy: referrer.id });
    admin = await w.addUser({ role: 'ispadmin' });
  });
  const asAdmin = () => actorOf(admin, 'ispadmin');
  const rewardId = async () => {
    const mine = await myRewards(w.deps, actorOf(referrer));
    return mine.ok ? mine.value.rewards[0]!.id : '';
  };
  const approveFriendsLender = async () => {
    const wallet = await walletDetails(w.deps, actorOf(friend));
    const onboarded = await onboardPersona(w.deps, actorOf(friend), {
      wallet_id: wallet.ok ? wallet.value.wallet.id : '',
      persona_id: 'pt-lender',
    });
    await approvePersona(w.deps, asAdmin(), { persona_id: onboarded.ok ? onboarded.value.persona.id : '' });
  };

  it('gives the referrer an Eligible (orange) reward for a referred signup, once, and shows their own code', async () => {
    expect(await rewardReferralSignup(w.deps, { userId: friend.id })).toMatchObject({
      ok: true,
      value: { userId: referrer.id, status: 'Eligible', credits: 100 },
    });
    expect(await rewardReferralSignup(w.deps, { userId: friend.id })).toMatchObject({ ok: true });
    expect(await myRewards(w.deps, actorOf(referrer))).toMatchObject({
      ok: true,
      value: {
        referralCode: 'ASHA2026',
        rewards: [{ status: 'Eligible', colour: 'orange', referredUserId: friend.id }],
      },
    });
    const mine = await myRewards(w.deps, actorOf(referrer));
    expect(mine.ok && mine.value.rewards).toHaveLength(1);
  });

  it('records nothing for a signup without a referrer, or a self-referral', async () => {
    expect(await rewardReferralSignup(w.deps, { userId: referrer.id })).toEqual({ ok: true, value: null });
    const self = await w.deps.uow.run((s) =>
      recordReferralSignup(s, w.deps, { referrerId: friend.id, referredUserId: friend.id }),
    );
    expect(self).toBeNull();
  });

  it('earns the reward when an admin approves the referred person’s persona, and pays it into the wallet once', async () => {
    await rewardReferralSignup(w.deps, { userId: friend.id });
    await approveFriendsLender();
    expect(await myRewards(w.deps, actorOf(referrer))).toMatchObject({
      ok: true,
      value: { rewards: [{ status: 'Earned', colour: 'green' }] },
    });
    expect(await rewardsToDecide(w.deps, asAdmin(), {})).toMatchObject({
      ok: true,
      value: [{ status: 'Earned' }],
    });
    const id = await rewardId();
    expect(await decideReward(w.deps, asAdmin(), { reward_id: id, status: 'Paid' })).toMatchObject({
      ok: true,
      value: { message: 'Updated Successfully', reward: { status: 'Paid' } },
    });
    expect(await decideReward(w.deps, asAdmin(), { reward_id: id, status: 'Paid' })).toMatchObject({
      error: { code: 'REWARD.BAD_TRANSITION' },
    });
    expect(await myCredits(w.deps, actorOf(referrer))).toMatchObject({
      ok: true,
      value: { balance: 100, transactions: [{ credits: 100, rewardId: id }] },
    });
    expect(await myRewards(w.deps, actorOf(referrer))).toMatchObject({
      ok: true,
      value: { rewards: [{ colour: 'blue' }] },
    });
  });

  it('cannot pay an Eligible reward, and lets only the platform admin decide', async () => {
    await rewardReferralSignup(w.deps, { userId: friend.id });
    const id = await rewardId();
    expect(await decideReward(w.deps, actorOf(referrer), { reward_id: id, status: 'Paid' })).toMatchObject({
      error: { kind: 'forbidden' },
    });
    expect(await decideReward(w.deps, asAdmin(), { reward_id: id, status: 'Paid' })).toMatchObject({
      error: { kind: 'rule_violation' },
    });
    expect(await decideReward(w.deps, asAdmin(), { reward_id: id, status: 'Rejected' })).toMatchObject({
      ok: true,
    });
    expect(await myRewards(w.deps, actorOf(referrer))).toMatchObject({
      ok: true,
      value: { rewards: [{ status: 'Rejected', colour: 'red' }] },
    });
    expect(await myCredits(w.deps, actorOf(referrer))).toMatchObject({ ok: true, value: { balance: 0 } });
  });

  it('never moves a reward out of Paid, Rejected or Cancelled, and pays only what was Earned', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<RewardStatus>(...REWARD_STATUSES), { maxLength: 12 }), (moves) => {
        let status: RewardStatus = 'Eligible';
        const seen: RewardStatus[] = [status];
        for (const to of moves) {
          if (!canMoveReward(status, to)) continue;
          status = to;
          seen.push(to);
        }
        const final = ['Paid', 'Rejected', 'Cancelled'];
        seen.forEach((s, i) => {
          if (final.includes(s)) expect(i).toBe(seen.length - 1);
          if (s === 'Paid') expect(seen[i - 1]).toBe('Earned');
        });
      }),
    );
  });
});
