import { describe, expect, it } from 'vitest';
import { REFRESH_GRACE_SECONDS } from '../../../core/auth/refresh';
import { PARTNER } from '../../../core/auth/testing/auth-fixtures';
import { XSRF_HEADER } from '../session';
import { held, readJson } from './testing/auth-client';
import type { MakeAuthWorld } from './testing/auth-world';
import { expectOk, expectRefusal, useAuth } from './testing/suite-kit';

const EXPIRED = 'Session expired please login again';

/** POST /api/auth/refresh, /auth/logout, GET /auth/verify/token, GET|POST /auth/loginmode. */
export function describeSessionRoutes(name: string, make: MakeAuthWorld): void {
  describe(`session routes (${name})`, () => {
    const t = useAuth(make);

    it('checks a token: 200 valid with its claims, 401 when missing, forged or expired', async () => {
      const s = await t.api.signUp();
      const res = await t.api.get('/auth/verify/token', s);
      expect(await expectOk(res)).toMatchObject({
        valid: true,
        role: 'consumer',
        login_mode: { is_business: false },
      });
      expect(res.headers.get(XSRF_HEADER)).toBe(s.xsrf);
      await expectRefusal(await t.api.get('/auth/verify/token'), 401, EXPIRED);
      await expectRefusal(await t.api.get('/auth/verify/token', { token: `${s.token}x` }), 401, EXPIRED);
      t.world.advance(15 * 60_000);
      const expired = await expectRefusal(await t.api.get('/auth/verify/token', s), 401, EXPIRED);
      expect(expired.code).toBe('AUTH.TOKEN_EXPIRED');
    });

    it('rotates refresh tokens; a second tab gets the same pair; a used one later ends the family', async () => {
      const first = await t.api.signUp();
      const second = await held(await t.api.post('/auth/refresh', { refreshToken: first.refreshToken }));
      expect(second.refreshToken).not.toBe(first.refreshToken);
      await expectOk(await t.api.get('/auth/verify/token', second));
      const otherTab = await held(await t.api.post('/auth/refresh', { refreshToken: first.refreshToken }));
      expect(otherTab).toEqual(second);
      t.world.advance(REFRESH_GRACE_SECONDS * 1000);
      await expectRefusal(
        await t.api.post('/auth/refresh', { refreshToken: first.refreshToken }),
        401,
        EXPIRED,
      );
      await expectRefusal(
        await t.api.post('/auth/refresh', { refreshToken: second.refreshToken }),
        401,
        EXPIRED,
      );
      await expectRefusal(await t.api.get('/auth/verify/token', second), 401, EXPIRED);
      await expectRefusal(await t.api.post('/auth/refresh', {}), 400, 'Invalid request');
    });

    it('logs out with the bearer and anti-forgery token; nothing of the session works after', async () => {
      const s = await t.api.signUp();
      const noXsrf = await t.api.post('/auth/logout', undefined, { token: s.token });
      expect({ status: noXsrf.status, code: (await readJson(noXsrf)).code }).toEqual({
        status: 403,
        code: 'AUTH.XSRF_INVALID',
      });
      const out = await t.api.post('/auth/logout', undefined, s);
      await expectOk(out);
      expect(out.headers.get(XSRF_HEADER)).toBeNull();
      await expectRefusal(await t.api.get('/auth/verify/token', s), 401, EXPIRED);
      await expectRefusal(await t.api.post('/auth/refresh', { refreshToken: s.refreshToken }), 401, EXPIRED);
    });

    it('logs out with only the refresh token when the access token is gone; with nothing is a 401', async () => {
      const s = await t.api.signUp();
      await expectOk(await t.api.post('/auth/logout', { refreshToken: s.refreshToken }));
      await expectRefusal(await t.api.get('/auth/verify/token', s), 401, EXPIRED);
      await expectRefusal(await t.api.post('/auth/logout', {}), 401, EXPIRED);
    });

    it('tells the login mode; switching context mints new tokens and ends the old ones', async () => {
      await t.world.addEcosystem(PARTNER);
      const business = {
        business_name: 'Rao Traders',
        business_type: 'Private Limited',
        business_master_category: 'eCommerce',
        countryCode: '+91',
        mobile: '9811111111',
        password: 'Secret@2026',
        confirmPassword: 'Secret@2026',
      };
      await t.api.post('/auth/register/business/otp', business);
      const otp = await t.api.codeSentTo('+919811111111');
      const admin = await held(await t.api.post('/auth/register/business', { ...business, otp }));
      const mode = await expectOk(await t.api.get('/auth/loginmode', admin));
      expect(mode).toMatchObject({
        role: 'BUSINESSADMIN',
        business_id: expect.any(String),
        is_business: true,
      });

      const switched = await t.api.post(
        '/auth/loginmode',
        { is_business: false, eco_url: 'partner.example' },
        admin,
      );
      const personal = await held(switched);
      expect(personal.xsrf).not.toBe(admin.xsrf);
      expect(await expectOk(await t.api.get('/auth/loginmode', personal))).toMatchObject({
        role: 'consumer',
        business_id: null,
        eid: PARTNER.id,
      });
      await expectRefusal(
        await t.api.post('/auth/refresh', { refreshToken: admin.refreshToken }),
        401,
        EXPIRED,
      );
      await expectRefusal(await t.api.get('/auth/verify/token', admin), 401, EXPIRED);

      const back = { is_business: true, business_id: mode.business_id };
      const again = await held(await t.api.post('/auth/loginmode', back, personal));
      expect(await expectOk(await t.api.get('/auth/loginmode', again))).toMatchObject({
        role: 'BUSINESSADMIN',
      });
    });

    it('refuses a switch without a session (401), without the anti-forgery token (403), or out of bounds', async () => {
      const s = await t.api.signUp();
      const other = await t.api.signUp();
      const body = { is_business: false };
      await expectRefusal(await t.api.post('/auth/loginmode', body), 401, EXPIRED);
      const noXsrf = await t.api.post('/auth/loginmode', body, { token: s.token });
      expect((await readJson(noXsrf)).code).toBe('AUTH.XSRF_INVALID');
      expect(noXsrf.status).toBe(403);
      expect((await t.api.post('/auth/loginmode', body, { ...s, xsrf: other.xsrf })).status).toBe(403);
      const notMember = await t.api.post('/auth/loginmode', { is_business: true, business_id: 'b-1' }, s);
      expect(notMember.status).toBe(403);
      await expectRefusal(
        await t.api.post('/auth/loginmode', { is_business: true }, s),
        400,
        'please enter the valid details',
      );
      await expectRefusal(await t.api.post('/auth/loginmode', {}, s), 400, 'please enter the valid details');
      expect(
        (await t.api.post('/auth/loginmode', { is_business: false, eco_url: 'nowhere.test' }, s)).status,
      ).toBe(404);
      await expectOk(await t.api.get('/auth/verify/token', s));
    });
  });
}
