/**
 * How every route answers: a documented route registered with its handler, a use case's
 * refusal through the one error table (../errors.ts), a success as JSON. Handlers return plain
 * Responses; what each answers is documented in its route's `responses` (./responses.ts) and
 * typed by the area's DTO builders. Auth, accounts and trading all answer through these, so
 * the same refusal reads the same whichever module answers it.
 */
import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { DomainError } from '../../../core/errors/domain-error';
import type { Result } from '../../../core/errors/result';
import type { Actor } from '../../../core/permissions/actor';
import { toHttp } from '../errors';
import type { AppEnv } from '../router';

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

/**
 * Answers a domain refusal with its status and the platform's error body, and `Retry-After`
 * when the refusal says how long to wait (`details.retryAfterSeconds`, the auth throttles).
 */
export function refuse(c: Context, error: DomainError): Response {
  const { status, body } = toHttp(error);
  const wait = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  if (typeof wait === 'number') c.header('Retry-After', String(wait));
  return c.json(body, status);
}

/** Answers `onOk(value)` (a Response, or a promise of one), or the refusal. */
export function answer<T, R extends Response | Promise<Response>>(
  c: Context,
  result: Result<T, DomainError>,
  onOk: (value: T) => R,
): R | Response {
  return result.ok ? onOk(result.value) : refuse(c, result.error);
}

/** Answers `dto(value)` as JSON with `status`, or the refusal. */
export function reply<T>(
  c: Context,
  result: Result<T, DomainError>,
  dto: (value: T) => unknown,
  status: 200 | 201 = 200,
): Response {
  return answer(c, result, (value) => c.json(dto(value) as object, status));
}

/** `{success: true, statusText, data}` (the envelope where the spec gives no other). */
export function success<T>(c: Context, statusText: string, data: T, status: 200 | 201 = 200): Response {
  return c.json({ success: true as const, statusText, data }, status);
}

/**
 * The JSON object the client sent (the route's validator has already refused anything else),
 * or `{}` when none was sent, for a use case that parses its input itself.
 */
export async function sentBody(c: Context): Promise<Record<string, unknown>> {
  if (!/^application\/([\w.+-]+\+)?json/i.test(c.req.header('content-type') ?? '')) return {};
  return (await c.req.json()) as Record<string, unknown>;
}

/** The authenticated caller (set by `requireActor`). */
export function actorOf(c: Context<AppEnv>): Actor {
  return c.get('actor');
}
