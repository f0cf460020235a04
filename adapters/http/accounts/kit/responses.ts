/**
 * The documented answers every account route shares: the refusal body of ../../errors.ts, the
 * toast answer `{success: true, message, …}` (spec §8: the client toasts `message`) and the
 * helpers that put them in a route's `responses`.
 */
import { z } from '@hono/zod-openapi';

export const AccountRefusalSchema = z
  .object({
    success: z.literal(false),
    code: z.string().openapi({ example: 'ADDRESS.NOT_FOUND' }),
    error: z.string().openapi({ example: 'Address not found' }),
    statusText: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .openapi('AccountRefusal');

const REFUSALS = {
  400: 'A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`.',
  401: "No live session: 'Session expired please login again' (the client logs out).",
  403: 'A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it).',
  404: 'Not found — also what anything belonging to someone else answers.',
  409: 'Conflict: already done, taken, or changed by someone else meanwhile.',
  413: "'File too big'.",
  422: 'A rule refuses the request now (state of the thing, payment declined …).',
  429: 'Too many requests of this kind for now (e.g. codes sent to one address); try later.',
} as const;

export type RefusalStatus = keyof typeof REFUSALS;

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A success answer with a JSON body. */
export const ok = json;

/** The refusals a route can answer, documented with the one error shape. */
export function refusals(...statuses: RefusalStatus[]) {
  return Object.fromEntries([...new Set(statuses)].map((s) => [s, json(AccountRefusalSchema, REFUSALS[s])]));
}

/** The refusals of a route that needs a session: 401, and 403 for one that changes state. */
export function guarded(changesState: boolean, ...statuses: RefusalStatus[]) {
  const xsrf: RefusalStatus[] = changesState ? [403] : [];
  return refusals(401, ...xsrf, ...statuses);
}

/** A toast answer: `{success: true, message}` plus the named fields of `extra`. */
export function toastSchema<E extends z.ZodRawShape>(name: string, extra: E) {
  return z.object({ success: z.literal(true), message: z.string(), ...extra }).openapi(name);
}

/** `{success: true, data}` around a list or record. */
export function dataSchema<T extends z.ZodType>(name: string, data: T) {
  return z.object({ success: z.literal(true), data }).openapi(name);
}
