import { describe, expect, it } from 'vitest';
import type { Body } from './testing/accounts-client';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { onboard, referredBy } from './testing/scenarios';
import { expectOk, expectRefusal, useAccounts } from './testing/suite-kit';

const ADMIN_ONLY = 'Only the platform admin can do this';

/** The platform admin's approvals, reward decisions, role view and form inboxes. */
export function describeAdminRoutes(name: string, make: MakeAccountsWorld): void {
  describe(`platform admin routes (${name})`, () => {
    const t = useAccounts(make);

    it('refuses every admin call to anyone but the platform admin (403)', async () => {
      const owner = await t.api.businessOf(await t.api.person());
      for (const who of [owner, await t.api.person()]) {
        for (const path of [
          '/admin/personas/pending',
          '/admin/businesses/pending',
          '/admin/rewards',
          '/admin/roles',
          '/admin/contact-us',
          '/admin/leads',
        ])
          await expectRefusal(await t.api.get(path, who), 403, ADMIN_ONLY);
        const decisions: [string, Body][] = [
          ['/admin/personas/approve', { persona_id: 'x' }],
          ['/admin/personas/reject', { persona_id: 'x' }],
          ['/admin/businesses/approve', { business_id: owner.businessId }],
          ['/admin/rewards/decide', { reward_id: 'x', status: 'Paid' }],
        ];
        for (const [path, body] of decisions)
          await expectRefusal(await t.api.post(path, body, who), 403, ADMIN_ONLY);
      }
    });

    it("approves and rejects pending personas → 'Approved successfully', once", async () => {
      const [admin, me] = [await t.api.admin(), await t.api.person()];
      const lender = await onboard(t, me, 'pt-lender');
      const investor = await onboard(t, me, 'pt-investor');
      const pending = (await expectOk(await t.api.get('/admin/personas/pending', admin))).data as Body[];
      expect(pending.map((p) => p._id)).toEqual([lender, investor]);
      await expectOk(
        await t.api.post('/admin/personas/approve', { persona_id: lender }, admin),
        200,
        'Approved successfully',
      );
      await expectRefusal(
        await t.api.post('/admin/personas/approve', { persona_id: lender }, admin),
        409,
        'This persona is not awaiting approval',
      );
      await expectOk(
        await t.api.post('/admin/personas/reject', { persona_id: investor }, admin),
        200,
        'Persona has been rejected',
      );
      await expectRefusal(
        await t.api.post('/admin/personas/approve', { persona_id: 'ghost' }, admin),
        404,
        'Persona not found',
      );
      const wallet = (await expectOk(await t.api.get('/wallets', me))).wallet_details as Body;
      expect((wallet.personas as Body[]).map((p) => p.status)).toEqual(['approved', 'rejected']);
    });

    it("approves businesses → 'Approved successfully', once", async () => {
      const admin = await t.api.admin();
      const owner = await t.api.businessOf(await t.api.person());
      const pending = (await expectOk(await t.api.get('/admin/businesses/pending', admin))).data as Body[];
      expect(pending.map((b) => b._id)).toEqual([owner.businessId]);
      const approve = () => t.api.post('/admin/businesses/approve', { business_id: owner.businessId }, admin);
      await expectOk(await approve(), 200, 'Approved successfully');
      await expectRefusal(await approve(), 409, 'This business is already approved');
      expect(
        (await expectOk(await t.api.get(`/businesses?business_id=${owner.businessId}`, owner)))
          .businessDetails,
      ).toMatchObject({
        approved: true,
      });
    });

    it('pays an earned referral reward into the referrer’s wallet once', async () => {
      const [admin, referrer] = [await t.api.admin(), await t.api.person()];
      const friend = await referredBy(t, referrer);
      expect((await expectOk(await t.api.get('/admin/rewards', admin))).data).toEqual([]);
      const eligible = (await expectOk(await t.api.get('/admin/rewards?status=Eligible', admin)))
        .data as Body[];
      expect(eligible).toMatchObject([{ referred_user_id: friend.user.id, credits: 100, colour: 'orange' }]);
      await t.api.post(
        '/admin/personas/approve',
        { persona_id: await onboard(t, friend, 'pt-investor') },
        admin,
      );
      const [earned] = (await expectOk(await t.api.get('/admin/rewards', admin))).data as Body[];
      expect(earned).toMatchObject({ status: 'Earned', colour: 'green' });
      const pay = () =>
        t.api.post('/admin/rewards/decide', { reward_id: earned!._id, status: 'Paid' }, admin);
      expect((await expectOk(await pay(), 200, 'Updated Successfully')).reward).toMatchObject({
        status: 'Paid',
        colour: 'blue',
      });
      await expectRefusal(await pay(), 422, 'This reward cannot be changed that way');
      expect(await expectOk(await t.api.get('/wallets/credits', referrer))).toMatchObject({ balance: 100 });
      expect((await t.api.get('/admin/rewards?status=Lost', admin)).status).toBe(400);
    });

    it('shows the roles with their menus and the personas with their capabilities', async () => {
      const view = await expectOk(await t.api.get('/admin/roles', await t.api.admin()));
      const roles = view.roles as Body[];
      expect(roles.map((r) => r.role)).toEqual([
        'consumer',
        'BUSINESSUSER',
        'BUSINESSADMIN',
        'BUSINESSSELLER',
        'ispadmin',
      ]);
      expect(roles.find((r) => r.role === 'BUSINESSSELLER')).toMatchObject({
        menu: 'default',
        admin_or_seller: true,
      });
      const personas = view.personas as { persona: string; capabilities: string[] }[];
      expect(personas.find((p) => p.persona === 'investor')!.capabilities).toContain('start_dd');
      expect(personas.find((p) => p.persona === 'lender')!.capabilities).not.toContain('reprice');
    });
  });
}
