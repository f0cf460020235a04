import { describe, expect, it } from 'vitest';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { expectOk, expectRefusal, useAccounts } from './testing/suite-kit';

/** GET /users/businessAdminId (spec §6: a business user acts as its business admin). */
export function describeBusinessAdminId(name: string, make: MakeAccountsWorld): void {
  describe(`business admin id (${name})`, () => {
    const t = useAccounts(make);

    it('answers the id a caller acts as: a business user its admin, everyone else itself', async () => {
      const admin = await t.api.businessOf(await t.api.person());
      const member = await t.api.person();
      const biz = admin.businessId!;
      await expectOk(await t.api.join(admin, member, 'BUSINESSUSER'), 200, 'Successfully Added');
      const asMember = await t.api.signIn(member.user, biz);
      const ask = (who: typeof admin) => t.api.get('/users/businessAdminId', who);
      expect(await expectOk(await ask(asMember))).toEqual({ success: true, businessAdminId: admin.user.id });
      expect(await expectOk(await ask(admin))).toEqual({ success: true, businessAdminId: admin.user.id });
      expect(await expectOk(await ask(member))).toEqual({ success: true, businessAdminId: member.user.id });
      await expectOk(
        await t.api.delete(`/businesses/members?business_id=${biz}&user_id=${member.user.id}`, admin),
      );
      await expectRefusal(await ask(asMember), 404, 'Business not found');
    });
  });
}
