/**
 * How the trading routes answer: a use case's refusal through the one error table
 * (adapters/http/errors.ts), a success in the spec's envelope. Handlers return plain Responses;
 * what each answers is documented in its route's `responses` and typed by the DTO builders.
 */
import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { DomainError } from '../../../../core/errors/domain-error';
import type { Result } from '../../../../core/errors/result';
import type { Actor } from '../../../../core/permissions/actor';
import { toHttp } from '../../errors';
import type { AppEnv } from '../../router';

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

/** Answers a domain refusal with its status and the platform's error body. */
export function refuse(c: Context, error: DomainError): Response {
  const { status, body } = toHttp(error);
  return c.json(body, status);
}

/** Answers `onOk(value)`, or the refusal. */
export async function answer<T>(
  c: Context,
  result: Result<T, DomainError>,
  onOk: (value: T) => Response | Promise<Response>,
): Promise<Response> {
  return result.ok ? onOk(result.value) : refuse(c, result.error);
}

/** `{success: true, statusText, data}` (the envelope where the spec gives no other). */
export function success<T>(c: Context, statusText: string, data: T, status: 200 | 201 = 200): Response {
  return c.json({ success: true as const, statusText, data }, status);
}

/** The authenticated caller (set by `requireActor`). */
export function actorOf(c: Context<AppEnv>): Actor {
  return c.get('actor');
}
