import { describe, expect, it } from 'vitest';
import { PARTNER } from '../../../core/auth/testing/auth-fixtures';
import { XSRF_HEADER } from '../session';
import { held } from './testing/auth-client';
import type { MakeAuthWorld } from './testing/auth-world';
import { expectOk, expectRefusal, useAuth } from './testing/suite-kit';

/**
 * The walk-through of ./README.md, step by step as the curl commands there make it: sign up
 * (the code read from the outbox), log in, refresh, switch context, log out.
 */
export function describeWalkthrough(name: string, make: MakeAuthWorld): void {
  describe(`the README walk-through (${name})`, () => {
    const t = useAuth(make);

    it('signs up, logs in, refreshes, switches context and logs out', async () => {
      await t.world.addEcosystem(PARTNER);
      const form = {
        firstname: 'Asha',
        lastname: 'Rao',
        countryCode: '+91',
        mobile: '9876543210',
        email: 'asha@example.test',
        password: 'Secret@2026',
      };

      // 1. Ask for the sign-up code; it goes to the outbox (`ispz outbox list` in development).
      expect((await expectOk(await t.api.post('/auth/signup/otp', form))).message).toBe(
        'OTP sent successfully',
      );
      const otp = await t.api.codeSentTo('+919876543210');

      // 2. Sign up with it: the account is created and logged in.
      await expectOk(await t.api.post('/auth/signup', { ...form, otp }), 201);

      // 3. Log in with the password; keep token, refreshToken and the X-XSRF-TOKEN header.
      const login = await t.api.post('/auth/login', {
        username: 'asha@example.test',
        password: 'Secret@2026',
      });
      const first = await held(login);
      expect(first.xsrf).toBe(login.headers.get(XSRF_HEADER));
      expect(await expectOk(await t.api.get('/auth/verify/token', first))).toMatchObject({ valid: true });

      // 4. Refresh: a new pair; the old refresh token is spent.
      const second = await held(await t.api.post('/auth/refresh', { refreshToken: first.refreshToken }));

      // 5. Switch to the partner ecosystem's context: new tokens, the old session ends.
      const switched = await t.api.post(
        '/auth/loginmode',
        { is_business: false, eco_url: 'partner.example' },
        second,
      );
      const third = await held(switched);
      expect(await expectOk(await t.api.get('/auth/loginmode', third))).toMatchObject({ eid: PARTNER.id });
      expect((await t.api.post('/auth/refresh', { refreshToken: second.refreshToken })).status).toBe(401);

      // 6. Log out: nothing of the session works any more.
      await expectOk(await t.api.post('/auth/logout', undefined, third));
      await expectRefusal(
        await t.api.get('/auth/verify/token', third),
        401,
        'Session expired please login again',
      );
    });
  });
}
