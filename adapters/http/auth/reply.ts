import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AuthTokens } from '../../../core/auth/session';
import type { DomainError } from '../../../core/errors/domain-error';
import type { Result } from '../../../core/errors/result';
import { toHttp } from '../errors';
import type { AppEnv } from '../router';
import { sendXsrfToken } from '../session';
import { setRefreshCookie, wantsCookie } from './cookie-transport';
import { tokensDto } from './dto';

/**
 * How the auth routes answer: a use case's refusal through the one error table, tokens with
 * the anti-forgery header. Handlers return plain Responses; what each answers is documented in
 * its route's `responses` and typed by the DTO builders.
 */

/** The context a handler of `route` receives: validated input typed from the route's schemas. */
export type RouteContext<R extends RouteConfig> = Parameters<RouteHandler<R, AppEnv>>[0];

/** Registers a documented route (it appears in /api/openapi.json) with its handler. */
export function serve<R extends RouteConfig>(
  api: OpenAPIHono<AppEnv>,
  route: R,
  handler: (c: RouteContext<R>) => Promise<Response>,
): void {
  api.openapi(route, handler as never);
}

/** A route's JSON request body, documented and validated with `schema`. */
export function jsonBody<S>(schema: S, required = true) {
  return { body: { required, content: { 'application/json': { schema } } } };
}

/** Answers a domain refusal with its status and the platform's error body (and `Retry-After` for a wait). */
export function refuse(c: Context, error: DomainError): Response {
  const { status, body } = toHttp(error);
  const wait = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  if (typeof wait === 'number') c.header('Retry-After', String(wait));
  return c.json(body, status);
}

/** Answers `onOk(value)`, or the refusal. */
export function answer<T>(
  c: Context,
  result: Result<T, DomainError>,
  onOk: (value: T) => Response,
): Response {
  return result.ok ? onOk(result.value) : refuse(c, result.error);
}

/**
 * Answers tokens: the body under the spec's names, the anti-forgery token in `X-XSRF-TOKEN`,
 * and `Cache-Control: no-store` so no cache between the server and the client keeps them. In
 * cookie transport (./cookie-transport.ts) the refresh token goes into the HttpOnly cookie and
 * is left out of the body.
 */
export function tokensReply(c: Context, tokens: AuthTokens, status: 200 | 201 = 200, message?: string) {
  sendXsrfToken(c, tokens.xsrfToken);
  c.header('Cache-Control', 'no-store');
  const body = tokensDto(tokens, message);
  if (!wantsCookie(c)) return c.json(body, status);
  setRefreshCookie(c, tokens.refreshToken, tokens.refreshExpiresAt);
  const { refreshToken: _inCookie, ...withoutRefresh } = body;
  return c.json(withoutRefresh, status);
}

/** Answers tokens, or the refusal. */
export function answerTokens(c: Context, result: Result<AuthTokens, DomainError>, status: 200 | 201 = 200) {
  return answer(c, result, (tokens) => tokensReply(c, tokens, status));
}
