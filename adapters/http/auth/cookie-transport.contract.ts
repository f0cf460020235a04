import { describe, expect, it } from 'vitest';
import { REFRESH_GRACE_SECONDS } from '../../../core/auth/refresh';
import { XSRF_HEADER } from '../session';
import { person } from './testing/auth-client';
import type { MakeAuthWorld } from './testing/auth-world';
import { expectOk, expectRefusal, useAuth } from './testing/suite-kit';

/**
 * Cookie transport for the same-origin site (./cookie-transport.ts): the refresh token lives in
 * an HttpOnly, Secure, SameSite=Strict cookie on /api/auth, rotates on refresh, is removed on
 * logout; only a call that names the transport in its custom header can use it.
 */
const EXPIRED = 'Session expired please login again';
const COOKIE = { 'x-session-transport': 'cookie' };

/** The `ispz_refresh` Set-Cookie line of an answer, if any. */
function refreshCookieOf(res: Response): string | undefined {
  return res.headers.getSetCookie().find((line) => line.startsWith('ispz_refresh='));
}

/** The cookie's value as the browser would send it back. */
function cookieValue(line: string | undefined): string {
  const value = /^ispz_refresh=([^;]*)/.exec(line ?? '')?.[1];
  if (!value) throw new Error(`no refresh cookie in ${line}`);
  return value;
}

export function describeCookieTransport(name: string, make: MakeAuthWorld): void {
  describe(`cookie transport of the refresh token (${name})`, () => {
    const t = useAuth(make);
    const call = (path: string, headers: Record<string, string>, body: unknown = {}) =>
      t.api.app.request(`/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });

    async function signedUpLogin(headers: Record<string, string>) {
      const form = person();
      await t.api.signUp(form);
      return call('/auth/login', headers, { username: form.email, password: form.password });
    }

    it('hands the refresh token out as an HttpOnly, Secure, SameSite=Strict cookie on /api/auth, not in the body', async () => {
      const res = await signedUpLogin(COOKIE);
      const body = await expectOk(res);
      expect(body.token).toEqual(expect.any(String));
      expect(body).not.toHaveProperty('refreshToken');
      expect(res.headers.get(XSRF_HEADER)).toEqual(expect.any(String));
      const line = refreshCookieOf(res)!;
      expect(line).toMatch(/; Path=\/api\/auth(;|$)/);
      expect(line).toMatch(/; Expires=/);
      for (const flag of ['HttpOnly', 'Secure', 'SameSite=Strict']) expect(line).toContain(`; ${flag}`);
      // The script-readable marker beside it says only that a session may be restored.
      const marker = res.headers.getSetCookie().find((l) => l.startsWith('ispz_signed_in='));
      expect(marker).toMatch(/^ispz_signed_in=1; /);
      expect(marker).not.toContain('HttpOnly');
      expect(marker).toMatch(/; Path=\/(;|$)/);
    });

    it('keeps body tokens for clients that do not ask for cookies', async () => {
      const res = await signedUpLogin({});
      expect((await expectOk(res)).refreshToken).toEqual(expect.any(String));
      expect(refreshCookieOf(res)).toBeUndefined();
    });

    it('refreshes from the cookie and rotates it; a second tab gets the same cookie; the spent cookie later ends the session and is removed', async () => {
      const first = cookieValue(refreshCookieOf(await signedUpLogin(COOKIE)));
      const next = await call('/auth/refresh', { ...COOKIE, cookie: `ispz_refresh=${first}` });
      const body = await expectOk(next);
      expect(body).not.toHaveProperty('refreshToken');
      const second = cookieValue(refreshCookieOf(next));
      expect(second).not.toBe(first);
      expect(next.headers.get(XSRF_HEADER)).toEqual(expect.any(String));

      const otherTab = await call('/auth/refresh', { ...COOKIE, cookie: `ispz_refresh=${first}` });
      await expectOk(otherTab);
      expect(cookieValue(refreshCookieOf(otherTab))).toBe(second);

      t.world.advance(REFRESH_GRACE_SECONDS * 1000);
      const reused = await call('/auth/refresh', { ...COOKIE, cookie: `ispz_refresh=${first}` });
      await expectRefusal(reused, 401, EXPIRED);
      expect(refreshCookieOf(reused)).toMatch(/Max-Age=0/);
      await expectRefusal(
        await call('/auth/refresh', { ...COOKIE, cookie: `ispz_refresh=${second}` }),
        401,
        EXPIRED,
      );
    });

    it('ignores the cookie without the header, so a cross-site form cannot refresh', async () => {
      const token = cookieValue(refreshCookieOf(await signedUpLogin(COOKIE)));
      const formPost = await t.api.app.request('/api/auth/refresh', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `ispz_refresh=${token}` },
        body: 'refreshToken=',
      });
      expect([400, 415]).toContain(formPost.status);
      expect(refreshCookieOf(formPost)).toBeUndefined();
      await expectRefusal(
        await call('/auth/refresh', { cookie: `ispz_refresh=${token}` }),
        400,
        'Invalid request',
      );
      await expectOk(await call('/auth/refresh', { ...COOKIE, cookie: `ispz_refresh=${token}` }));
    });

    it('refuses cookie transport from another site before issuing anything', async () => {
      const res = await signedUpLogin({ ...COOKIE, 'sec-fetch-site': 'cross-site' });
      expect(res.status).toBe(403);
      expect(refreshCookieOf(res)).toBeUndefined();
      expect(res.headers.get(XSRF_HEADER)).toBeNull();
    });

    it('answers a cookie refresh without a cookie as an expired session', async () => {
      await expectRefusal(await call('/auth/refresh', COOKIE), 401, EXPIRED);
    });

    it('logs out with only the cookie, removes it, and the token is dead after', async () => {
      const token = cookieValue(refreshCookieOf(await signedUpLogin(COOKIE)));
      const out = await call('/auth/logout', { ...COOKIE, cookie: `ispz_refresh=${token}` });
      await expectOk(out);
      expect(refreshCookieOf(out)).toMatch(/Max-Age=0/);
      expect(out.headers.getSetCookie().find((l) => l.startsWith('ispz_signed_in='))).toMatch(/Max-Age=0/);
      await expectRefusal(
        await call('/auth/refresh', { ...COOKIE, cookie: `ispz_refresh=${token}` }),
        401,
        EXPIRED,
      );
    });
  });
}
