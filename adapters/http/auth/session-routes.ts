import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { loginModeView } from '../../../core/auth/login-mode';
import { logout } from '../../../core/auth/logout';
import { refreshSession } from '../../../core/auth/refresh';
import type { AuthDeps } from '../../../core/auth/stores';
import { switchContext } from '../../../core/auth/switch-context';
import { MESSAGES } from '../../../core/errors/messages';
import { errorBody } from '../errors';
import { jsonBody } from '../kit/bodies';
import { serve } from '../kit/reply';
import { okJson } from '../kit/responses';
import type { AppEnv } from '../router';
import { BEARER, BEARER_AND_XSRF, requireSession, sendXsrfToken } from '../session';
import { clearRefreshCookie, refreshTokenFromCookie, wantsCookie } from './cookie-transport';
import { loginModeDto, sessionUserDto } from './dto';
import { LoginModeSchema, refusals, SessionUserSchema, tokens } from './responses';
import { loginModeBody, logoutBody, refreshBody, transportHeaders } from './session-schemas';
import { answerTokens } from './tokens-reply';

/**
 * Living with a session (spec §4 Auth, role context; §7 verify/token and loginmode): refresh with
 * rotation, logout, the token check, the current login mode and the role-context switch.
 */
const tags = ['Session'];
/** Refresh and logout: no session needed, or the refresh cookie of cookie transport. */
const REFRESH_SECURITY: Record<string, string[]>[] = [{}, { RefreshCookie: [] }];

export function sessionRoutes(api: OpenAPIHono<AppEnv>, deps: AuthDeps): void {
  const session = requireSession(deps);

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/auth/refresh',
      tags,
      summary: 'Trade a refresh token for a new pair; a reused one ends the whole session',
      description:
        'Needs no access token (it may have expired); the refresh token itself is the proof. In cookie ' +
        'transport the token is read from the `ispz_refresh` cookie, rotated into a new cookie, and ' +
        'the cookie is removed when the refresh is refused.',
      security: REFRESH_SECURITY,
      request: { headers: transportHeaders, ...jsonBody(refreshBody, false) },
      responses: { 200: tokens('The next pair.'), ...refusals(400, 401, 403) },
    }),
    async (c) => {
      const cookie = wantsCookie(c);
      const refreshToken = c.req.valid('json').refreshToken ?? refreshTokenFromCookie(c);
      if (refreshToken === undefined) {
        if (!cookie) return c.json(errorBody('REQUEST.INVALID', MESSAGES.invalidRequest), 400);
        clearRefreshCookie(c);
        return c.json(errorBody('AUTH.TOKEN_MISSING', MESSAGES.sessionExpired), 401);
      }
      const result = await refreshSession(deps, { refreshToken });
      if (!result.ok && cookie) clearRefreshCookie(c);
      return answerTokens(c, result);
    },
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/auth/logout',
      tags,
      summary: 'End the session (spec §4 "logout clears everything")',
      description:
        'With a bearer token (and X-XSRF-TOKEN) ends its session; with only `refreshToken` in the ' +
        'body ends that token’s session — for a client whose access token already expired. In cookie ' +
        'transport the `ispz_refresh` cookie stands for the body token and is removed.',
      security: [...BEARER_AND_XSRF, ...REFRESH_SECURITY],
      middleware: [
        async (c, next) => (c.req.header('authorization') === undefined ? next() : session(c, next)),
      ] as const,
      request: { headers: transportHeaders, ...jsonBody(logoutBody, false) },
      responses: {
        200: okJson(z.object({ success: z.literal(true) }), 'Logged out.'),
        ...refusals(401, 403),
      },
    }),
    async (c) => {
      const caller = c.get('session');
      // A body is optional here; without one the validated value is empty.
      const token = c.req.valid('json').refreshToken ?? refreshTokenFromCookie(c);
      if (wantsCookie(c)) clearRefreshCookie(c);
      if (!caller && !token) return c.json(errorBody('AUTH.TOKEN_MISSING', MESSAGES.sessionExpired), 401);
      if (caller) await logout(deps, { sessionId: caller.sessionId });
      if (token) await logout(deps, { refreshToken: token });
      sendXsrfToken(c, null);
      return c.json({ success: true as const });
    },
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/auth/verify/token',
      tags,
      summary: 'Check the access token: 200 valid, 401 expired (the client logs out)',
      security: BEARER,
      middleware: [session] as const,
      responses: {
        200: okJson(SessionUserSchema.extend({ success: z.literal(true), valid: z.literal(true) }), 'Valid.'),
        ...refusals(401),
      },
    }),
    async (c) => c.json({ success: true as const, valid: true as const, ...sessionUserDto(c.var.session) }),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/auth/loginmode',
      tags,
      summary: 'The context the session acts in: business_id and role',
      security: BEARER,
      middleware: [session] as const,
      responses: {
        200: okJson(
          LoginModeSchema.extend({ success: z.literal(true), role: z.string() }),
          'The login mode.',
        ),
        ...refusals(401),
      },
    }),
    async (c) => {
      const view = loginModeView(c.var.session);
      const mode = loginModeDto(c.var.session.loginMode);
      return c.json({ success: true as const, ...mode, business_id: view.businessId, role: view.role });
    },
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/auth/loginmode',
      tags,
      summary: 'Switch context (personal, business, ecosystem): new tokens, the old session ends',
      security: BEARER_AND_XSRF,
      middleware: [session] as const,
      request: jsonBody(loginModeBody),
      responses: { 200: tokens('Tokens of the new context.'), ...refusals(400, 401, 403, 404) },
    }),
    async (c) => {
      const b = c.req.valid('json');
      const input = {
        isBusiness: b.is_business,
        businessId: b.business_id,
        ecoId: b.eco_id,
        ecoUrl: b.eco_url,
      };
      return answerTokens(c, await switchContext(deps, c.var.session, input));
    },
  );
}
