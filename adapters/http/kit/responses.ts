/**
 * The builders of a route's documented `responses`: a JSON answer, the refusal body of
 * ../errors.ts under an area's name with the area's own words for each status, and the
 * success shapes the areas share (the toast answer, `{success, data}`, `{success, statusText,
 * data}`). Each area keeps only its table of refusal texts (auth/responses.ts,
 * accounts/refusals.ts, trading/dto/refusals.ts); the shapes are built here once.
 */
import { z } from '@hono/zod-openapi';

/** A documented answer with a JSON body. */
export interface JsonAnswer {
  readonly description: string;
  readonly content: { readonly 'application/json': { readonly schema: z.ZodType } };
}

/** A success answer with a JSON body (also an answer a route documents beside its refusals). */
export function okJson(schema: z.ZodType, description: string): JsonAnswer {
  return { description, content: { 'application/json': { schema } } };
}

/** What an area's refusal body shows as its example. */
export interface RefusalExample {
  readonly code: string;
  readonly error: string;
}

/**
 * The refusal body of ../errors.ts, registered as the component `name`; `extra` adds fields
 * only that area answers (auth's `logout`).
 */
export function refusalSchema<E extends z.ZodRawShape = Record<never, never>>(
  name: string,
  example: RefusalExample,
  extra?: E,
) {
  return z
    .object({
      success: z.literal(false),
      code: z.string().openapi({ example: example.code }),
      error: z.string().openapi({ example: example.error }),
      statusText: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
      ...extra,
    })
    .openapi(name);
}

/**
 * The documenter of an area's refusals: `refusals(400, 404)` puts each status with its text
 * from `texts` and the one error shape `schema` into a route's `responses`.
 * @example const refusals = refusalsOf(RefusalSchema, { 400: 'Invalid input.', 404: 'Not found.' });
 */
export function refusalsOf<S extends number>(schema: z.ZodType, texts: Readonly<Record<S, string>>) {
  return <T extends S>(...statuses: T[]): Record<T, JsonAnswer> =>
    Object.fromEntries([...new Set(statuses)].map((s) => [s, okJson(schema, texts[s])])) as Record<
      T,
      JsonAnswer
    >;
}

/** A toast answer: `{success: true, message}` (spec §8: the client toasts `message`) plus `extra`. */
export function toastSchema<E extends z.ZodRawShape>(name: string, extra: E) {
  return z.object({ success: z.literal(true), message: z.string(), ...extra }).openapi(name);
}

/** `{success: true, data}` around a list or record. */
export function dataSchema<T extends z.ZodType>(name: string, data: T) {
  return z.object({ success: z.literal(true), data }).openapi(name);
}

/** `{success: true, statusText, data}` around `data` (what ./reply.ts `success` answers). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), statusText: z.string(), data });
}
