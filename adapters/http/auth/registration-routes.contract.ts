import { describe, expect, it } from 'vitest';
import { PARTNER } from '../../../core/auth/testing/auth-fixtures';
import { readJson } from './testing/auth-client';
import type { MakeAuthWorld } from './testing/auth-world';
import { expectOk, expectRefusal, useAuth } from './testing/suite-kit';

/** POST /api/auth/register/business/otp and /auth/register/business, both variants. */
export function describeRegistrationRoutes(name: string, make: MakeAuthWorld): void {
  describe(`business registration routes (${name})`, () => {
    const t = useAuth(make);

    const business = {
      business_name: 'Rao Traders',
      business_type: 'Private Limited',
      business_master_category: 'eCommerce',
      countryCode: '+91',
      mobile: '9811111111',
      password: 'Secret@2026',
      confirmPassword: 'Secret@2026',
    };

    it("registers a business: 'Successfully Registered Business', logged in as its admin", async () => {
      await expectOk(await t.api.post('/auth/register/business/otp', business));
      const otp = await t.api.codeSentTo('+919811111111');
      const body = await expectOk(await t.api.post('/auth/register/business', { ...business, otp }), 201);
      expect(body).toMatchObject({
        message: 'Successfully Registered Business',
        user: { role: 'BUSINESSADMIN', login_mode: { is_business: true, business_id: expect.any(String) } },
      });
    });

    it.each([
      ['no business name', { business_name: ' ' }, 'Business name is required'],
      ['a business name with symbols', { business_name: 'Rao & Sons' }, 'Please enter a valid business name'],
      ['an unknown business type', { business_type: 'Guild' }, 'Business type is required'],
      ['no industry type', { business_master_category: '' }, 'Industry type is required'],
      ['a malformed email', { email: 'x@y' }, 'Email address is invalid'],
      ['a weak password', { password: 'abc', confirmPassword: 'abc' }, 'Password enter a valid password'],
      ['no confirmation', { confirmPassword: '' }, 'Confirm Password is required'],
      ['a different confirmation', { confirmPassword: 'Other@2026' }, "Passwords don't match"],
      ['no mobile', { mobile: undefined }, 'Enter Mobile Number'],
      ['no country code', { countryCode: undefined }, 'please enter the valid details'],
      ['a referral code with symbols', { referred_by: 'a-b' }, 'Please enter a valid referral code'],
    ])('refuses a business registration with %s', async (_, change, message) => {
      const form = { ...business, ...change };
      await expectRefusal(await t.api.post('/auth/register/business/otp', form), 400, message);
      await expectRefusal(
        await t.api.post('/auth/register/business', { ...form, otp: '12345' }),
        400,
        message,
      );
    });

    it("refuses a malformed or a wrong code ('Invalid OTP')", async () => {
      await expectRefusal(
        await t.api.post('/auth/register/business', { ...business, otp: '1' }),
        400,
        'Please enter a valid OTP',
      );
      await expectOk(await t.api.post('/auth/register/business/otp', business));
      const otp = await t.api.codeSentTo('+919811111111');
      const wrong = otp === '00000' ? '11111' : '00000';
      await expectRefusal(
        await t.api.post('/auth/register/business', { ...business, otp: wrong }),
        400,
        'Invalid OTP',
      );
    });

    it('registers in the partner variant: personal by default, code to the email, in the ecosystem', async () => {
      await t.world.addEcosystem(PARTNER);
      const form = {
        ecosystem_id: PARTNER.id,
        first_name: 'Asha',
        last_name: 'Rao',
        email: 'partner-user@example.test',
        password: 'Secret@2026',
        confirmPassword: 'Secret@2026',
        ageConfirmed: true,
      };
      await expectRefusal(
        await t.api.post('/auth/register/business/otp', { ...form, email: '' }),
        400,
        'Email is required',
      );
      await expectRefusal(
        await t.api.post('/auth/register/business/otp', { ...form, ageConfirmed: false }),
        400,
        'Please confirm that you are 18 years or older',
      );
      const asBusiness = { ...form, persona_id: 'persona-business' };
      await expectRefusal(
        await t.api.post('/auth/register/business/otp', asBusiness),
        400,
        'Business name is required',
      );
      await expectOk(await t.api.post('/auth/register/business/otp', form));
      const otp = await t.api.codeSentTo(form.email);
      await expectRefusal(
        await t.api.post('/auth/register/business', { ...form, otp: '1' }),
        400,
        'Please enter a valid code',
      );
      const res = await t.api.post('/auth/register/business', { ...form, otp });
      expect((await readJson(res)).user).toMatchObject({ role: 'consumer', login_mode: { eid: PARTNER.id } });
    });
  });
}
