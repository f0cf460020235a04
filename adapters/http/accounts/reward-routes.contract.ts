import { describe, expect, it } from 'vitest';
import type { Body } from './testing/accounts-client';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { onboard, referredBy } from './testing/scenarios';
import { expectOk, useAccounts } from './testing/suite-kit';

/** GET /wallets/rewards, /wallets/credits, /users/referralCode: the caller's own, only. */
export function describeRewardRoutes(name: string, make: MakeAccountsWorld): void {
  describe(`reward routes (${name})`, () => {
    const t = useAccounts(make);

    it('shows the caller’s rewards newest first with the spec §3 status colours, and their code', async () => {
      const [admin, referrer] = [await t.api.admin(), await t.api.person()];
      const first = await referredBy(t, referrer);
      t.world.advance(60_000);
      const second = await referredBy(t, referrer);
      const third = await referredBy(t, referrer);
      await t.api.post(
        '/admin/personas/approve',
        { persona_id: await onboard(t, second, 'pt-lender') },
        admin,
      );
      const rejected = (
        (await expectOk(await t.api.get('/admin/rewards?status=Eligible', admin))).data as Body[]
      ).find((r) => r.referred_user_id === third.user.id)!;
      await t.api.post('/admin/rewards/decide', { reward_id: rejected._id, status: 'Rejected' }, admin);

      const mine = await expectOk(await t.api.get('/wallets/rewards', referrer));
      expect(mine.referral_code).toBe(referrer.user.referralCode);
      const byFriend = Object.fromEntries(
        (mine.data as Body[]).map((r) => [r.referred_user_id, [r.status, r.colour, r.credits]]),
      );
      expect(byFriend).toEqual({
        [first.user.id]: ['Eligible', 'orange', 100],
        [second.user.id]: ['Earned', 'green', 100],
        [third.user.id]: ['Rejected', 'red', 100],
      });
      expect((mine.data as Body[]).at(-1)!.referred_user_id).toBe(first.user.id);
      expect((await expectOk(await t.api.get('/wallets/rewards', first))).data).toEqual([]);
    });

    it('answers the caller’s credit statement: balance and payouts, newest first', async () => {
      const [admin, referrer] = [await t.api.admin(), await t.api.person()];
      const empty = await expectOk(await t.api.get('/wallets/credits', referrer));
      expect(empty).toMatchObject({ balance: 0, transactions: [] });
      for (const friend of [await referredBy(t, referrer), await referredBy(t, referrer)])
        await t.api.post(
          '/admin/personas/approve',
          { persona_id: await onboard(t, friend, 'pt-investor') },
          admin,
        );
      for (const reward of (await expectOk(await t.api.get('/admin/rewards', admin))).data as Body[])
        await t.api.post('/admin/rewards/decide', { reward_id: reward._id, status: 'Paid' }, admin);
      const statement = await expectOk(await t.api.get('/wallets/credits', referrer));
      expect(statement).toMatchObject({ wallet_id: empty.wallet_id, balance: 200 });
      expect((statement.transactions as Body[]).map((tx) => [tx.kind, tx.credits])).toEqual([
        ['reward_payout', 100],
        ['reward_payout', 100],
      ]);
    });

    it('answers the caller’s own referral code', async () => {
      const me = await t.api.person();
      expect(await expectOk(await t.api.get('/users/referralCode', me))).toEqual({
        success: true,
        referral_code: me.user.referralCode,
      });
    });
  });
}
