import { describe, expect, it } from 'vitest';
import { UBARGAIN } from '../../../core/auth/testing/auth-fixtures';
import { type Body, person } from './testing/auth-client';
import type { MakeAuthWorld } from './testing/auth-world';
import { expectOk, expectRefusal, useAuth } from './testing/suite-kit';

/** POST /api/auth/signup/otp and /auth/signup. */
export function describeSignupRoutes(name: string, make: MakeAuthWorld): void {
  describe(`sign-up routes (${name})`, () => {
    const t = useAuth(make);

    it('signs up in two steps with the code from the outbox, logged in at once', async () => {
      const form = person();
      expect((await expectOk(await t.api.post('/auth/signup/otp', form))).message).toBe(
        'OTP sent successfully',
      );
      const otp = await t.api.codeSentTo(`+91${form.mobile}`);
      const body = await expectOk(await t.api.post('/auth/signup', { ...form, otp }), 201);
      expect(body.user).toMatchObject({ role: 'consumer', login_mode: { is_business: false } });
      await t.api.login(form.email);
    });

    const signupRefusals: [string, Body, string][] = [
      ['no first name', { firstname: '' }, 'First name is required'],
      ['a first name with digits', { firstname: 'Asha1' }, 'Please enter a valid first name'],
      ['no last name', { lastname: undefined }, 'Last name is required'],
      ['a last name with symbols', { lastname: 'R@o' }, 'Please enter a valid last name'],
      ['a malformed email', { email: 'asha@' }, 'Please enter a valid Email'],
      [
        'a weak password',
        { password: 'abc' },
        'Please enter a valid password allowed special characters are @$.!%*#?&',
      ],
      ['no mobile', { mobile: '' }, 'Enter Mobile Number'],
      ['a short mobile', { mobile: '98765' }, 'Please enter a valid Indian / US mobile number'],
      ['another country code', { countryCode: '+44' }, 'please enter the valid details'],
      ['a referral code with symbols', { referred_by: 'AB-12' }, 'Please enter a valid referral code'],
    ];
    it.each(signupRefusals)('refuses a sign-up with %s', async (_, change, message) => {
      const form = { ...person(), ...change };
      await expectRefusal(await t.api.post('/auth/signup/otp', form), 400, message);
      await expectRefusal(await t.api.post('/auth/signup', { ...form, otp: '12345' }), 400, message);
    });

    it("refuses a malformed code, a wrong code ('Invalid OTP') and an unknown referral code", async () => {
      const form = person();
      await expectRefusal(
        await t.api.post('/auth/signup', { ...form, otp: '12a45' }),
        400,
        'Please enter a valid OTP',
      );
      await t.api.post('/auth/signup/otp', form);
      const otp = await t.api.codeSentTo(`+91${form.mobile}`);
      const wrong = otp === '00000' ? '11111' : '00000';
      await expectRefusal(await t.api.post('/auth/signup', { ...form, otp: wrong }), 400, 'Invalid OTP');
      const referred = { ...person(), referred_by: 'nosuchcode' };
      await expectRefusal(await t.api.post('/auth/signup/otp', referred), 400, 'Referral code is invalid');
      await expectOk(await t.api.post('/auth/signup', { ...form, otp }), 201);
    });

    it('answers a taken mobile exactly as a free one and tells the owner by message instead', async () => {
      const owner = person();
      await t.api.signUp(owner);
      const free = await t.api.post('/auth/signup/otp', person());
      const taken = { ...person(), mobile: owner.mobile };
      const again = await t.api.post('/auth/signup/otp', taken);
      expect([again.status, await again.json()]).toEqual([free.status, await free.json()]);
      const toOwner = (await t.world.messages()).filter((m) => m.to === `+91${owner.mobile}`);
      expect(toOwner.at(-1)!.body).toMatch(/already has an account/);
      await expectRefusal(await t.api.post('/auth/signup', { ...taken, otp: '12345' }), 400, 'Invalid OTP');
    });

    it('asks the ubargain ecosystem for the 18-or-older box and sends its code to the email', async () => {
      await t.world.addEcosystem(UBARGAIN);
      const form = { ...person(), ecosystem_id: UBARGAIN.id };
      expect((await t.api.post('/auth/signup/otp', form)).status).toBe(422);
      await expectOk(await t.api.post('/auth/signup/otp', { ...form, ageConfirmed: true }));
      const otp = await t.api.codeSentTo(form.email);
      await expectOk(await t.api.post('/auth/signup', { ...form, ageConfirmed: true, otp }), 201);
    });
  });
}
