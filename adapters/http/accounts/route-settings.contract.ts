import { describe, expect, it } from 'vitest';
import type { Body } from './testing/accounts-client';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { expectOk, expectRefusal, useAccounts } from './testing/suite-kit';

/**
 * The flags of spec §6 the platform admin sets per person (PUT /admin/users/routeConfig): the
 * person's GET /users/routeConfig shows them, in every context they sign in to; nobody else
 * can set them; both stay off until set.
 */
export function describeRouteSettings(name: string, make: MakeAccountsWorld): void {
  describe(`default-user flag and persona check (${name})`, () => {
    const t = useAccounts(make);
    const set = (body: Body, who: Parameters<typeof t.api.put>[2]) =>
      t.api.put('/admin/users/routeConfig', body, who);
    const flagsOf = async (who: Parameters<typeof t.api.get>[1]) => {
      const config = await expectOk(await t.api.get('/users/routeConfig', who));
      return { defaultUser: config.defaultUser, personaCheck: config.personaCheck };
    };

    it('shows what the platform admin set in the person’s route configuration, in each context', async () => {
      const [admin, lena] = [await t.api.admin(), await t.api.person()];
      expect(await flagsOf(lena)).toEqual({ defaultUser: false, personaCheck: false });
      const body = await expectOk(
        await set({ user_id: lena.user.id, default_user: true }, admin),
        200,
        'Updated Successfully',
      );
      expect(body).toMatchObject({
        user_id: lena.user.id,
        flags: { defaultUser: true, personaCheck: false },
      });
      await expectOk(await set({ user_id: lena.user.id, persona_check: true }, admin));
      expect(await flagsOf(lena)).toEqual({ defaultUser: true, personaCheck: true });
      const inBusiness = await t.api.businessOf(lena);
      expect(await flagsOf(inBusiness)).toEqual({ defaultUser: true, personaCheck: true });
      await expectOk(await set({ user_id: lena.user.id, default_user: false }, admin));
      expect(await flagsOf(lena)).toEqual({ defaultUser: false, personaCheck: true });
      expect(await flagsOf(admin)).toEqual({ defaultUser: false, personaCheck: false });
    });

    it('lets only the platform admin set them, for an existing person', async () => {
      const [admin, lena] = [await t.api.admin(), await t.api.person()];
      const owner = await t.api.businessOf(await t.api.person());
      for (const who of [lena, owner])
        await expectRefusal(
          await set({ user_id: lena.user.id, default_user: true }, who),
          403,
          'Only the platform admin can do this',
        );
      await expectRefusal(
        await set({ user_id: 'ghost', default_user: true }, admin),
        404,
        'No account found with these details',
      );
      await expectRefusal(
        await set({ user_id: lena.user.id }, admin),
        400,
        'Choose the default-user flag or the persona check to set',
      );
      expect(await flagsOf(lena)).toEqual({ defaultUser: false, personaCheck: false });
    });
  });
}
