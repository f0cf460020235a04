/**
 * Request bodies and queries of the account routes. Where a use case checks its input with a
 * spec §5 schema, the route validates the body with that same schema (`checked`), so a 400
 * carries the §5 message before any work is done. Where a use case answers a malformed input
 * with its own toast ('Failed to onboard persona'), the route only documents the body
 * (`documented`) and lets the use case answer. Either way the use case receives the body as
 * sent and parses it itself — it is the authority — and its schemas drop unknown fields, so an
 * identity field in a body (`user_id`, `holderId` …) never reaches it.
 */
import { z } from '@hono/zod-openapi';
import { VALIDATION_MESSAGES as M } from '../../../../core/validation/messages';

/** A required JSON body validated with `schema`. */
export function checked<S extends z.ZodType>(schema: S) {
  return { body: { required: true, content: { 'application/json': { schema } } } };
}

/**
 * A JSON object body described by `schema` in the OpenAPI document; the route refuses only a
 * body that is not an object ('Invalid request'), the use case judges the fields.
 */
export function documented(schema: z.ZodType) {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return checked(z.looseObject({}).openapi(json as Record<string, unknown>));
}

/** An id in a query string (`?business_id=`): present and bounded, else 'please enter the valid details'. */
export function idQuery<K extends string>(...names: K[]) {
  const field = z.string({ error: M.enterValidDetails }).trim().min(1, M.enterValidDetails).max(200);
  const shape = Object.fromEntries(names.map((n) => [n, field])) as Record<K, typeof field>;
  return { query: z.object(shape) };
}
