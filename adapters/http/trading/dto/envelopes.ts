/**
 * The documented shapes every trading route shares: the refusal body of adapters/http/errors.ts
 * and the default success envelope `{success: true, statusText, data}` (where the spec gives no
 * other envelope), with helpers that put them in a route's `responses`.
 */
import { z } from '@hono/zod-openapi';

export const RefusalSchema = z
  .object({
    success: z.literal(false),
    code: z.string().openapi({ example: 'BID.ALREADY_PLACED' }),
    error: z.string().openapi({ example: 'You have already placed a bid on this loan' }),
    statusText: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .openapi('TradingRefusal');

const REFUSALS = {
  400: 'Invalid input: the first problem in `error`, every one in `details`.',
  401: "No live session: 'Session expired please login again'.",
  403: 'The caller may not do this (persona, ownership, an identity field naming someone else).',
  404: 'Not found, or not visible to the caller.',
  409: 'Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently.',
  413: "'File too big'.",
  422: 'A rule refuses the request (bid closed or expired, no matching records …).',
} as const;

export type RefusalStatus = keyof typeof REFUSALS;

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A success answer with a JSON body. */
export const okJson = json;

/** The refusals a route can answer, documented with the one error shape. 401 is always added. */
export function refusals(...statuses: RefusalStatus[]) {
  const all = [...new Set<RefusalStatus>([401, ...statuses])];
  return Object.fromEntries(all.map((s) => [s, json(RefusalSchema, REFUSALS[s])]));
}

/** `{success: true, statusText, data}` around `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), statusText: z.string(), data });
}

/** A JSON request body (required). */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { required: true, content: { 'application/json': { schema } } } };
}
