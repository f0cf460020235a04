import { describe, expect, it } from 'vitest';
import { XSRF_HEADER } from '../session';
import { person } from './testing/auth-client';
import type { MakeAuthWorld } from './testing/auth-world';
import { expectOk, expectRefusal, useAuth } from './testing/suite-kit';

/** POST /api/auth/login, /auth/sendotp, /auth/verify/otp, /auth/login/otp, /auth/resend/otp. */
export function describeLoginRoutes(name: string, make: MakeAuthWorld): void {
  describe(`login routes (${name})`, () => {
    const t = useAuth(make);

    it('logs in with a password: tokens in the body, the anti-forgery token in X-XSRF-TOKEN', async () => {
      const form = person();
      await t.api.signUp(form);
      for (const username of [form.email, form.mobile]) {
        const res = await t.api.post('/auth/login', { username, password: form.password });
        const body = await expectOk(res);
        expect(body).toMatchObject({ token: expect.any(String), refreshToken: expect.any(String) });
        expect(body.user).toMatchObject({
          role: 'consumer',
          login_mode: { is_business: false, business_id: null },
        });
        expect(res.headers.get(XSRF_HEADER)).toMatch(/^[\w-]{20,}$/);
      }
    });

    it.each([
      ['no username', { password: 'Secret@2026' }, 'This field is required'],
      [
        'a username with other characters',
        { username: 'asha rao', password: 'Secret@2026' },
        'Please enter a valid email or mobile',
      ],
      ['no password', { username: 'asha@example.test' }, 'Password is required'],
      [
        'a password outside the rule',
        { username: 'asha@example.test', password: 'short' },
        'Enter a valid password',
      ],
    ])('refuses a login with %s', async (_, body, message) => {
      await expectRefusal(await t.api.post('/auth/login', body), 400, message);
    });

    it('answers a wrong password and an unknown account alike, and makes the source wait after ten failures', async () => {
      const form = person();
      await t.api.signUp(form);
      const wrong = { username: form.email, password: 'Wrong@2026' };
      await expectRefusal(await t.api.post('/auth/login', wrong), 400, 'Invalid username or password');
      const nobody = { username: 'nobody@example.test', password: 'Wrong@2026' };
      await expectRefusal(await t.api.post('/auth/login', nobody), 400, 'Invalid username or password');
      for (let i = 0; i < 8; i++) await t.api.post('/auth/login', wrong);
      const locked = await t.api.post('/auth/login', wrong);
      expect(locked.status).toBe(429);
      expect(locked.headers.get('retry-after')).toBe('1');
      const right = await t.api.post('/auth/login', { username: form.email, password: form.password });
      expect(right.status).toBe(429);
    });

    it("sends a login code ('OTP sent successfully') and logs in with it once", async () => {
      const form = person();
      await t.api.signUp(form);
      const sent = await expectOk(
        await t.api.post('/auth/sendotp', { mobile: form.mobile, ecosystemId: null }),
      );
      expect(sent.message).toBe('OTP sent successfully');
      const otp = await t.api.codeSentTo(`+91${form.mobile}`);
      const res = await t.api.post('/auth/verify/otp', { mobile: form.mobile, otp, persona_id: 'persona-x' });
      expect((await expectOk(res)).token).toEqual(expect.any(String));
      expect(res.headers.get(XSRF_HEADER)).toBeTruthy();
      await expectRefusal(
        await t.api.post('/auth/verify/otp', { mobile: form.mobile, otp }),
        400,
        'Invalid OTP',
      );
    });

    it('logs in with an email and its code', async () => {
      const form = person();
      await t.api.signUp(form);
      await expectOk(await t.api.post('/auth/sendotp', { email: form.email }));
      const otp = await t.api.codeSentTo(form.email);
      await expectOk(await t.api.post('/auth/login/otp', { email: form.email, otp }));
    });

    it('answers a code request for an unknown account the same, and sends nothing', async () => {
      const before = (await t.world.messages()).length;
      await expectOk(await t.api.post('/auth/sendotp', { mobile: '9123456789' }));
      expect((await t.world.messages()).length).toBe(before);
    });

    it.each([
      ['/auth/sendotp', {}, 'Enter Mobile Number'],
      ['/auth/sendotp', { mobile: '12345' }, 'Please enter a valid Indian / US mobile number'],
      ['/auth/sendotp', { email: 'asha@' }, 'Invalid email address'],
      ['/auth/sendotp', { mobile: '9876543210', email: 'a@example.test' }, 'please enter the valid details'],
      ['/auth/verify/otp', { otp: '12345' }, 'Enter Mobile Number'],
      ['/auth/verify/otp', { mobile: '9876543210', otp: '12' }, 'Please enter a valid OTP'],
      ['/auth/login/otp', { email: 'asha@example.test' }, 'Please enter a valid OTP'],
      ['/auth/login/otp', { email: 'not-an-email', otp: '12345' }, 'Invalid email address'],
      ['/auth/resend/otp', { purpose: 'nope', mobile: '9876543210' }, 'please enter the valid details'],
    ])('POST %s %j answers %s', async (path, body, message) => {
      await expectRefusal(await t.api.post(path, body), 400, message);
    });

    it('stops a brute force: the sixth try is refused even with the right code', async () => {
      const form = person();
      await t.api.signUp(form);
      await t.api.post('/auth/sendotp', { mobile: form.mobile });
      const otp = await t.api.codeSentTo(`+91${form.mobile}`);
      const wrong = otp === '00000' ? '11111' : '00000';
      for (let i = 0; i < 5; i++) {
        await expectRefusal(
          await t.api.post('/auth/verify/otp', { mobile: form.mobile, otp: wrong }),
          400,
          'Invalid OTP',
        );
      }
      await expectRefusal(
        await t.api.post('/auth/verify/otp', { mobile: form.mobile, otp }),
        400,
        'Invalid OTP',
      );
    });

    it('refuses a fourth code request within a minute with 429', async () => {
      for (let i = 0; i < 3; i++) await expectOk(await t.api.post('/auth/sendotp', { mobile: '9123456780' }));
      const res = await t.api.post('/auth/sendotp', { mobile: '9123456780' });
      expect(res.status).toBe(429);
    });

    it('resends a fresh code for the flow; the previous one stops counting', async () => {
      const form = person();
      await t.api.signUp(form);
      await t.api.post('/auth/sendotp', { mobile: form.mobile });
      const first = await t.api.codeSentTo(`+91${form.mobile}`);
      await expectOk(await t.api.post('/auth/resend/otp', { purpose: 'login', mobile: form.mobile }));
      const second = await t.api.codeSentTo(`+91${form.mobile}`);
      if (first !== second) {
        await expectRefusal(
          await t.api.post('/auth/verify/otp', { mobile: form.mobile, otp: first }),
          400,
          'Invalid OTP',
        );
      }
      await expectOk(await t.api.post('/auth/verify/otp', { mobile: form.mobile, otp: second }));
      const none = await t.api.post('/auth/resend/otp', { purpose: 'reset', mobile: form.mobile });
      await expectRefusal(none, 400, 'Invalid request');
    });
  });
}
