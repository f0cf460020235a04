import { describe, expect, it } from 'vitest';
import { person } from './testing/auth-client';
import type { MakeAuthWorld } from './testing/auth-world';
import { expectOk, expectRefusal, useAuth } from './testing/suite-kit';

/** POST /api/auth/password/reset/otp, /auth/password/reset, /auth/social/begin|otp|complete. */
export function describeRecoveryRoutes(name: string, make: MakeAuthWorld): void {
  describe(`password reset and social completion routes (${name})`, () => {
    const t = useAuth(make);

    it("resets a password with the code: 'Successfully Reset Password', every session ended", async () => {
      const form = person();
      const session = await t.api.signUp(form);
      await expectOk(await t.api.post('/auth/password/reset/otp', { mobile: form.mobile }));
      const otp = await t.api.codeSentTo(`+91${form.mobile}`);
      const reset = { mobile: form.mobile, otp, newPassword: 'Fresh@2027' };
      expect((await expectOk(await t.api.post('/auth/password/reset', reset))).message).toBe(
        'Successfully Reset Password',
      );
      expect((await t.api.get('/auth/verify/token', session)).status).toBe(401);
      expect(
        (await t.api.post('/auth/login', { username: form.email, password: form.password })).status,
      ).toBe(400);
      await t.api.login(form.email, 'Fresh@2027');
    });

    it('resets by email (the partner variant), checking the confirmation when it is sent', async () => {
      const form = person();
      await t.api.signUp(form);
      await expectOk(await t.api.post('/auth/password/reset/otp', { email: form.email }));
      const otp = await t.api.codeSentTo(form.email);
      const reset = { email: form.email, otp, newPassword: 'Fresh@2027', confirmPassword: 'Fresh@2028' };
      await expectRefusal(await t.api.post('/auth/password/reset', reset), 400, 'Passwords do not match');
      await expectOk(await t.api.post('/auth/password/reset', { ...reset, confirmPassword: 'Fresh@2027' }));
    });

    it.each([
      ['/auth/password/reset/otp', {}, 'Enter Mobile Number'],
      ['/auth/password/reset/otp', { email: 'asha' }, 'Please enter a valid Email'],
      [
        '/auth/password/reset',
        { mobile: '9876543210', otp: '12345', newPassword: 'abc' },
        'Please enter a valid password allowed special characters are @$.!%*#?&',
      ],
      [
        '/auth/password/reset',
        { mobile: '9876543210', otp: '1', newPassword: 'Fresh@2027' },
        'Please enter a valid OTP',
      ],
      [
        '/auth/password/reset',
        { email: 'a@example.test', otp: '1', newPassword: 'Fresh@2027' },
        'Please enter a valid code',
      ],
      [
        '/auth/password/reset',
        { mobile: '9876543210', otp: '12345', newPassword: 'Fresh@2027', confirmPassword: '' },
        'Confirm Password is required',
      ],
      [
        '/auth/social/otp',
        { mobile_no: '123', countryCode: '+91', key: 'k' },
        'Please enter a valid mobile number',
      ],
      [
        '/auth/social/otp',
        { mobile_no: '9876543210', countryCode: '+91' },
        'Your sign-in has expired. Please sign in again.',
      ],
      ['/auth/social/complete', { mobile: '9876543210', otp: 'abcde' }, 'Please enter a valid OTP'],
      ['/auth/social/begin', { provider: 'google' }, 'please enter the valid details'],
    ])('POST %s %j answers %s', async (path, body, message) => {
      await expectRefusal(await t.api.post(path, body), 400, message);
    });

    it("refuses a wrong reset code ('Invalid OTP') and keeps the old password", async () => {
      const form = person();
      await t.api.signUp(form);
      await t.api.post('/auth/password/reset/otp', { mobile: form.mobile });
      const otp = await t.api.codeSentTo(`+91${form.mobile}`);
      const reset = {
        mobile: form.mobile,
        otp: otp === '00000' ? '11111' : '00000',
        newPassword: 'Fresh@2027',
      };
      await expectRefusal(await t.api.post('/auth/password/reset', reset), 400, 'Invalid OTP');
      await t.api.login(form.email);
    });

    it('completes a social sign-in with a mobile number and its code', async () => {
      const credential = JSON.stringify({
        providerUserId: 'g-1',
        email: 'social@example.test',
        firstName: 'Ravi',
      });
      const begun = await expectOk(
        await t.api.post('/auth/social/begin', { provider: 'google', credential }),
      );
      // spec §3: the key arrives JSON-quoted from route state.
      const key = JSON.stringify(begun.key);
      const ask = { mobile_no: '9822222222', countryCode: '+91', key };
      await expectOk(await t.api.post('/auth/social/otp', ask));
      await expectOk(await t.api.post('/auth/resend/otp', { purpose: 'social', mobile: '9822222222' }));
      const otp = await t.api.codeSentTo('+919822222222');
      const body = await expectOk(
        await t.api.post('/auth/social/complete', { mobile: '9822222222', otp }),
        201,
      );
      expect(body.user).toMatchObject({ role: 'consumer' });
      await expectOk(await t.api.post('/auth/sendotp', { email: 'social@example.test' }));
    });

    it('refuses a credential the verifier does not vouch for, and a key it never issued', async () => {
      const begin = { provider: 'google', credential: 'not-json' };
      await expectRefusal(
        await t.api.post('/auth/social/begin', begin),
        400,
        'Your sign-in has expired. Please sign in again.',
      );
      const ask = { mobile_no: '9822222222', countryCode: '+91', key: 'forged' };
      await expectRefusal(
        await t.api.post('/auth/social/otp', ask),
        400,
        'Your sign-in has expired. Please sign in again.',
      );
    });
  });
}
