/**
 * How the account routes answer: a use case's value through a DTO, a refusal through the one
 * error table (../../errors.ts). Registration and refusal come from the auth routes' helpers so
 * the two modules answer alike.
 */
import type { Context } from 'hono';
import type { DomainError } from '../../../../core/errors/domain-error';
import type { Result } from '../../../../core/errors/result';
import { answer } from '../../auth/reply';

export { refuse, serve } from '../../auth/reply';

/**
 * The JSON object the client sent (the route's validator has already refused anything else),
 * or `{}` when none was sent. The use case parses it itself.
 */
export async function sentBody(c: Context): Promise<Record<string, unknown>> {
  if (!/^application\/([\w.+-]+\+)?json/i.test(c.req.header('content-type') ?? '')) return {};
  return (await c.req.json()) as Record<string, unknown>;
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
