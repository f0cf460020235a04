import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { authenticate } from '../../core/auth/authenticate';
import { xsrfTokenFor } from '../../core/auth/session-tokens';
import type { AuthDeps } from '../../core/auth/stores';
import { MESSAGES } from '../../core/errors/messages';
import type { Actor } from '../../core/permissions/actor';
import { errorBody, toHttp } from './errors';
import type { AppEnv, Session } from './router';

/**
 * Who is calling (spec §7): a bearer access token on every authenticated call and, on calls
 * that change state, the session's anti-forgery token in `X-XSRF-TOKEN`. The core's
 * `authenticate` decides; this file only reads the headers and answers its refusals:
 * 401 'Session expired please login again' (missing, expired, revoked or forged token — the
 * client logs out) and 403 for a missing or wrong anti-forgery token.
 */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Safe methods never change state, so they need no anti-forgery token. */
export function isStateChanging(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer[ \t]+([^\s]+)[ \t]*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Sends the session's anti-forgery token with a response; the client keeps the newest it saw. */
export function sendXsrfToken(c: Context, token: string | null): void {
  c.header(XSRF_HEADER, token ?? undefined);
}

/**
 * Middleware that admits only a live session and sets `c.var.session`. Every authenticated
 * answer carries the session's anti-forgery token, so a client that lost it gets it back from
 * any GET; a handler that ends the session removes it (`sendXsrfToken(c, null)`).
 *
 * @example
 * const session = requireSession(authDeps);
 * api.openapi(createRoute({ …, middleware: [session] as const }), (c) => c.json(c.var.session));
 */
export function requireSession(deps: AuthDeps): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const accessToken = bearerToken(c.req.header('authorization'));
    if (!accessToken) return c.json(errorBody('AUTH.TOKEN_MISSING', MESSAGES.sessionExpired), 401);
    const result = await authenticate(deps, {
      accessToken,
      xsrfToken: c.req.header(XSRF_HEADER) ?? null,
      stateChanging: isStateChanging(c.req.method),
    });
    if (!result.ok) {
      const { status, body } = toHttp(result.error);
      return c.json(body, status);
    }
    c.set('session', result.value);
    sendXsrfToken(c, xsrfTokenFor(deps, result.value.sessionId));
    await next();
  });
}

/**
 * Turns the session into the `Actor` the trading use cases take (spec §6: a business user acts
 * as its business admin; the loan persona comes from the first approved wallet persona). Which
 * persona a user holds is the wallets area's knowledge, so the composition root injects it.
 */
export type ResolveActor = (session: Session) => Promise<Actor>;

/**
 * Middleware that sets `c.var.actor`; mount it after `requireSession`. A resolver that throws
 * is an infrastructure failure (500); refusals belong to the use cases that read the actor.
 *
 * @example
 * api.openapi(createRoute({ …, middleware: [session, withActor(resolveActor)] as const }), handler);
 */
export function withActor(resolve: ResolveActor): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = c.get('session');
    if (!session) throw new Error('withActor needs requireSession to run first');
    c.set('actor', await resolve(session));
    await next();
  });
}

/** OpenAPI security of calls that read with a session, and of calls that change state with one. */
export const BEARER = [{ Bearer: [] }];
export const BEARER_AND_XSRF = [{ Bearer: [], Xsrf: [] }];

/** Registers the two security schemes `BEARER` and `BEARER_AND_XSRF` name (idempotent). */
export function registerSessionSecurity(api: OpenAPIHono<AppEnv>): void {
  api.openAPIRegistry.registerComponent('securitySchemes', 'Bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token (`token`) of a login, refresh, context switch or SSO exchange.',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'Xsrf', {
    type: 'apiKey',
    in: 'header',
    name: XSRF_HEADER,
    description:
      'The anti-forgery token sent in the X-XSRF-TOKEN response header; required on POST/PUT/PATCH/DELETE.',
  });
}
