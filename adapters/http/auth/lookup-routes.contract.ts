import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_CONFIG } from '../../../core/accounts/tenant';
import { AGRIFIELDS, PARTNER } from '../../../core/auth/testing/auth-fixtures';
import { person } from './testing/auth-client';
import type { MakeAuthWorld } from './testing/auth-world';
import { expectOk, expectRefusal, useAuth } from './testing/suite-kit';

/** GET /api/users/validate/referralCode, /businesses/ecosystem, /tenants/current. */
export function describeLookupRoutes(name: string, make: MakeAuthWorld): void {
  describe(`public lookup routes (${name})`, () => {
    const t = useAuth(make);

    it("validates a referral code (upper-cased); an unknown one says 'Referral code is invalid'", async () => {
      const form = person();
      await t.api.signUp(form);
      const owner = await t.world.deps.uow.run((s) => s.users.findByEmail(form.email));
      const code = owner!.referralCode.toLowerCase();
      expect(await expectOk(await t.api.get(`/users/validate/referralCode?code=${code}`))).toEqual({
        success: true,
        valid: true,
      });
      await expectOk(await t.api.post('/auth/signup/otp', { ...person(), referred_by: code }));
      const unknown = await expectOk(await t.api.get('/users/validate/referralCode?code=zzzz9999'));
      expect(unknown).toMatchObject({ valid: false, message: 'Referral code is invalid' });
      const malformed = await expectOk(await t.api.get('/users/validate/referralCode?code=a-b'));
      expect(malformed.valid).toBe(false);
      await expectRefusal(
        await t.api.get('/users/validate/referralCode'),
        400,
        'Please enter a valid referral code',
      );
    });

    it('finds an ecosystem by its address under the spec field names', async () => {
      await t.world.addEcosystem(PARTNER);
      const body = await expectOk(await t.api.get('/businesses/ecosystem?eco_url=https://Partner.Example/'));
      expect(body).toEqual({
        success: true,
        _id: PARTNER.id,
        profile_pic: PARTNER.profilePic,
        banner_pic: PARTNER.bannerPics,
        ecosystem_name: PARTNER.name,
        ecosystem_uri: PARTNER.uri,
        ecosystem_url: PARTNER.url,
      });
      expect(body).not.toHaveProperty('redirectUris');
      expect((await t.api.get('/businesses/ecosystem?eco_url=nowhere.test')).status).toBe(404);
      await expectRefusal(await t.api.get('/businesses/ecosystem'), 400, 'please enter the valid details');
    });

    it("answers the tenant of the request's host, and the default for unmapped hosts", async () => {
      await t.world.addTenant(AGRIFIELDS);
      const mapped = await t.api.get('/tenants/current', undefined, { host: 'Agrifields.Example:443' });
      expect(await expectOk(mapped)).toEqual({
        success: true,
        tenant_id: AGRIFIELDS.id,
        name: 'Agrifields',
        ...AGRIFIELDS.config,
      });
      const other = await expectOk(
        await t.api.get('/tenants/current', undefined, { host: 'elsewhere.test' }),
      );
      expect(other).toMatchObject({ tenant_id: null, ...DEFAULT_TENANT_CONFIG });
    });
  });
}
