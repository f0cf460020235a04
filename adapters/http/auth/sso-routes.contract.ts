import { describe, expect, it } from 'vitest';
import { PARTNER, PARTNER_CLIENT_SECRET, withClientSecret } from '../../../core/auth/testing/auth-fixtures';
import { XSRF_HEADER } from '../session';
import { held, readJson } from './testing/auth-client';
import type { MakeAuthWorld } from './testing/auth-world';
import { expectOk, expectRefusal, useAuth } from './testing/suite-kit';

const CALLBACK = PARTNER.redirectUris[0]!; // https://partner.example/sso/callback
const INVALID_CODE = 'The sign-in code is invalid or has expired.';
const clientSecret = PARTNER_CLIENT_SECRET;

/** Open-redirect attempts against the registered callback: each must be refused with a logout. */
const HOSTILE = [
  '//evil.example/sso/callback',
  'https://partner.example.evil.example/sso/callback',
  'https://partner.example@evil.example/sso/callback',
  'https://evil.example/sso/callback',
  'https:\\\\evil.example/sso/callback',
  'https://partner.example\\@evil.example/sso/callback',
  'https://partner.example/sso\\callback',
  'https://partner.example%2F@evil.example/sso/callback',
  'https://partner.example/sso/callback/..%2F..%2Fevil',
  'https://partner.example/sso/%2e%2e/sso/callback',
  'https%3A%2F%2Fevil.example%2Fsso%2Fcallback',
  'javascript:alert(document.cookie)',
  'JavaScript://partner.example/sso/callback%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://partner.example/sso/callback?next=https://evil.example',
  'https://partner.example/sso/callback?state=xyz',
  'http://partner.example/sso/callback',
  'HTTPS://partner.example/sso/callback',
  'https://partner.example:8443/sso/callback',
  ' https://partner.example/sso/callback',
  'https://partner.example/sso/callback#@evil.example',
  'https://partner.example/sso/callbackx',
];

/** POST /api/auth/ecosystem/code and /auth/ecosystem/token. */
export function describeSsoRoutes(name: string, make: MakeAuthWorld): void {
  describe(`partner sign-on routes (${name})`, () => {
    const t = useAuth(make);

    const addPartner = (over: Partial<typeof PARTNER> = {}) =>
      t.world.addEcosystem(withClientSecret(t.world.deps.crypto, { ...PARTNER, ...over }));

    async function codeFor(redirect_uri = CALLBACK) {
      await addPartner();
      const browser = await t.api.signUp();
      const res = await t.api.post(
        '/auth/ecosystem/code',
        { redirect_uri, ecosystem_uri: PARTNER.uri },
        browser,
      );
      const { redirectTo } = await expectOk(res);
      const code = new URL(String(redirectTo)).searchParams.get('code')!;
      return { browser, code, redirectTo: String(redirectTo), redirectUri: redirect_uri };
    }

    it("sends the browser to the partner's callback with a code the partner trades for tokens", async () => {
      const { browser, code, redirectTo } = await codeFor();
      expect(redirectTo.startsWith(`${CALLBACK}?code=`)).toBe(true);
      const res = await t.api.post('/auth/ecosystem/token', {
        code,
        ecosystemId: PARTNER.id,
        redirectUri: CALLBACK,
        clientSecret,
      });
      const partner = await held(res);
      const body = await expectOk(res);
      expect(body).toMatchObject({ redirectUrl: CALLBACK, user: { login_mode: { eid: PARTNER.id } } });
      expect(res.headers.get('cache-control')).toBe('no-store');
      await expectOk(await t.api.get('/auth/verify/token', partner));
      await expectOk(await t.api.get('/auth/verify/token', browser));
    });

    it('needs the same redirect URI and ecosystem at the exchange', async () => {
      const { code, redirectTo } = await codeFor(CALLBACK);
      expect(redirectTo.startsWith(`${CALLBACK}?code=`)).toBe(true);
      const other = { code, ecosystemId: PARTNER.id, redirectUri: `${CALLBACK}?state=xyz`, clientSecret };
      await expectRefusal(await t.api.post('/auth/ecosystem/token', other), 400, INVALID_CODE);
      const elsewhere = { code, ecosystemId: 'eco-other', redirectUri: CALLBACK, clientSecret };
      await expectRefusal(
        await t.api.post('/auth/ecosystem/token', elsewhere),
        401,
        'The partner credentials are invalid.',
      );
      await expectOk(await t.api.post('/auth/ecosystem/token', { ...elsewhere, ecosystemId: PARTNER.id }));
    });

    it('takes a code once; a replay also ends the session the first exchange made', async () => {
      const { code } = await codeFor();
      const exchange = { code, ecosystemId: PARTNER.id, redirectUri: CALLBACK, clientSecret };
      const partner = await held(await t.api.post('/auth/ecosystem/token', exchange));
      await expectRefusal(await t.api.post('/auth/ecosystem/token', exchange), 400, INVALID_CODE);
      expect((await t.api.get('/auth/verify/token', partner)).status).toBe(401);
    });

    it('takes a code for at most 60 seconds', async () => {
      const early = await codeFor();
      t.world.advance(59_000);
      const ok = { code: early.code, ecosystemId: PARTNER.id, redirectUri: CALLBACK, clientSecret };
      await expectOk(await t.api.post('/auth/ecosystem/token', ok));
      const late = await codeFor();
      t.world.advance(60_000);
      const stale = { code: late.code, ecosystemId: PARTNER.id, redirectUri: CALLBACK, clientSecret };
      await expectRefusal(await t.api.post('/auth/ecosystem/token', stale), 400, INVALID_CODE);
    });

    it.each(HOSTILE)(
      'refuses the redirect %j with a logout instruction and ends the session',
      async (uri) => {
        await addPartner();
        const browser = await t.api.signUp();
        const res = await t.api.post(
          '/auth/ecosystem/code',
          { redirect_uri: uri, ecosystem_uri: PARTNER.uri },
          browser,
        );
        const body = await expectRefusal(res, 403, 'This redirect address is not allowed.');
        expect(body).toMatchObject({ code: 'AUTH.REDIRECT_NOT_ALLOWED', logout: true });
        expect(res.headers.get(XSRF_HEADER)).toBeNull();
        expect((await t.api.get('/auth/verify/token', browser)).status).toBe(401);
      },
    );

    it("refuses the exchange without the partner's client secret, and keeps the code for the partner", async () => {
      const { code } = await codeFor();
      const exchange = { code, ecosystemId: PARTNER.id, redirectUri: CALLBACK };
      await expectRefusal(await t.api.post('/auth/ecosystem/token', exchange), 400, 'Invalid request');
      const guessed = { ...exchange, clientSecret: 'ispz_cs_guess' };
      const refused = await t.api.post('/auth/ecosystem/token', guessed);
      await expectRefusal(refused, 401, 'The partner credentials are invalid.');
      expect(refused.headers.get(XSRF_HEADER)).toBeNull();
      await expectOk(await t.api.post('/auth/ecosystem/token', { ...exchange, clientSecret }));
    });

    it('signs nobody in through an ecosystem awaiting approval', async () => {
      await addPartner({ approvedAt: null, approvedBy: null });
      const browser = await t.api.signUp();
      const res = await t.api.post(
        '/auth/ecosystem/code',
        { redirect_uri: CALLBACK, ecosystem_uri: PARTNER.uri },
        browser,
      );
      expect(await expectRefusal(res, 403, 'This redirect address is not allowed.')).toMatchObject({
        logout: true,
      });
    });

    it('refuses a redirect URI that already carries a code', async () => {
      await addPartner();
      const browser = await t.api.signUp();
      const planted = `${CALLBACK}?code=attacker-code`;
      const res = await t.api.post(
        '/auth/ecosystem/code',
        { redirect_uri: planted, ecosystem_uri: PARTNER.uri },
        browser,
      );
      await expectRefusal(res, 403, 'This redirect address is not allowed.');
    });

    it('needs a session and its anti-forgery token, a known ecosystem and the fields', async () => {
      await addPartner();
      const s = await t.api.signUp();
      const body = { redirect_uri: CALLBACK, ecosystemId: PARTNER.id };
      expect((await t.api.post('/auth/ecosystem/code', body)).status).toBe(401);
      const noXsrf = await t.api.post('/auth/ecosystem/code', body, { token: s.token });
      expect({ status: noXsrf.status, code: (await readJson(noXsrf)).code }).toEqual({
        status: 403,
        code: 'AUTH.XSRF_INVALID',
      });
      expect((await t.api.post('/auth/ecosystem/code', { ...body, ecosystemId: 'eco-none' }, s)).status).toBe(
        404,
      );
      await expectRefusal(
        await t.api.post('/auth/ecosystem/code', { ecosystemId: PARTNER.id }, s),
        400,
        'This field is required',
      );
      await expectRefusal(
        await t.api.post('/auth/ecosystem/code', { redirect_uri: CALLBACK }, s),
        400,
        'please enter the valid details',
      );
      await expectRefusal(await t.api.post('/auth/ecosystem/token', { code: 'x' }), 400, 'Invalid request');
      await expectOk(await t.api.get('/auth/verify/token', s));
    });
  });
}
