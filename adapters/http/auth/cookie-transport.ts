/**
 * Cookie transport of the refresh token, for the same-origin site: a client that sends
 * `X-Session-Transport: cookie` on the auth calls gets its refresh token in an HttpOnly,
 * Secure, SameSite=Strict cookie limited to /api/auth instead of in the answer's body, and
 * POST /auth/refresh and /auth/logout read it from there. Body tokens stay the default for API
 * clients and partner pages.
 *
 * Why a cross-site page cannot use it: the header is custom, so a form cannot send it and a
 * cross-origin script needs a CORS preflight that never allows it (it is not among the API's
 * allowed headers); a browser's `Sec-Fetch-Site` other than same-origin is refused as well; and
 * SameSite=Strict keeps the cookie off cross-site requests anyway.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { errorBody } from '../errors';
import type { AppEnv } from '../router';

export const SESSION_TRANSPORT_HEADER = 'X-Session-Transport';
export const COOKIE_TRANSPORT = 'cookie';
/** The refresh token's cookie (spec §9 "cookie names for session and refresh tokens"). */
export const REFRESH_COOKIE = 'ispz_refresh';
/** Only the auth calls ever see the cookie. */
export const REFRESH_COOKIE_PATH = '/api/auth';
/**
 * A script-readable marker beside the refresh cookie, holding no secret: the site reads it on
 * load to know whether a refresh can succeed, and skips the call (and its 401) when not.
 */
export const SIGNED_IN_COOKIE = 'ispz_signed_in';

const SAME_ORIGIN_FETCH = new Set(['same-origin', 'none']);

/** True when the caller asked for cookie transport. */
export function wantsCookie(c: Context): boolean {
  return c.req.header(SESSION_TRANSPORT_HEADER)?.trim().toLowerCase() === COOKIE_TRANSPORT;
}

/**
 * True when a cookie-transport request comes from the platform's own pages: browsers say so in
 * `Sec-Fetch-Site`; a client without that header is not a browser and has no ambient cookies
 * to abuse.
 */
export function isSameOriginCaller(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  return site === undefined || SAME_ORIGIN_FETCH.has(site.toLowerCase());
}

/** Hands the refresh token out as the HttpOnly cookie, expiring with the token. */
export function setRefreshCookie(c: Context, refreshToken: string, expiresAt: string): void {
  setCookie(c, REFRESH_COOKIE, refreshToken, {
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: REFRESH_COOKIE_PATH,
    expires: new Date(expiresAt),
  });
  setCookie(c, SIGNED_IN_COOKIE, '1', {
    secure: true,
    sameSite: 'Strict',
    path: '/',
    expires: new Date(expiresAt),
  });
}

/** The refresh token of the cookie, when the caller asked for cookie transport. */
export function refreshTokenFromCookie(c: Context): string | undefined {
  if (!wantsCookie(c)) return undefined;
  const token = getCookie(c, REFRESH_COOKIE);
  return token && token.length <= 512 ? token : undefined;
}

/** Removes the cookie (logout, a refused refresh). */
export function clearRefreshCookie(c: Context): void {
  deleteCookie(c, REFRESH_COOKIE, {
    path: REFRESH_COOKIE_PATH,
    secure: true,
    httpOnly: true,
    sameSite: 'Strict',
  });
  deleteCookie(c, SIGNED_IN_COOKIE, { path: '/', secure: true, sameSite: 'Strict' });
}

/** The refusal of a cookie-transport request from another site. */
export const CROSS_SITE_COOKIE_MESSAGE = 'Cookie sessions are for the platform’s own pages';

/**
 * Middleware for the auth routes: refuses (403) a cookie-transport request a browser marks as
 * coming from another site, before any token is issued.
 */
export const cookieTransportGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (wantsCookie(c) && !isSameOriginCaller(c)) {
    return c.json(errorBody('AUTH.COOKIE_CROSS_SITE', CROSS_SITE_COOKIE_MESSAGE), 403);
  }
  await next();
});
