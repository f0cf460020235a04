/**
 * The request parts of a route, documented and validated: a JSON body checked with a schema
 * (`jsonBody`), a JSON body only described, whose fields the use case judges (`documented`),
 * ids in a query string, and a multipart upload of one file and text fields. Where a use case
 * checks its input with a spec §5 schema, the route validates the body with that same schema,
 * so a 400 carries the §5 message before any work is done; where a use case answers a
 * malformed input with its own toast ('Failed to onboard persona'), the route only documents
 * the body and lets the use case answer.
 */
import { z } from '@hono/zod-openapi';
import { shortText } from '../../../core/validation/field-kit';
import { VALIDATION_MESSAGES as M } from '../../../core/validation/messages';

/** A JSON request body, documented and validated with `schema` (required unless said). */
export function jsonBody<S>(schema: S, required = true) {
  return { body: { required, content: { 'application/json': { schema } } } };
}

/**
 * A JSON object body described by `schema` in the OpenAPI document; the route refuses only a
 * body that is not an object ('Invalid request'), the use case judges the fields.
 */
export function documented(schema: z.ZodType) {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return jsonBody(z.looseObject({}).openapi(json as Record<string, unknown>));
}

/** An id in a query string (`?business_id=`): present and bounded, else 'please enter the valid details'. */
export function idQuery<K extends string>(...names: K[]) {
  const field = shortText(M.enterValidDetails);
  const shape = Object.fromEntries(names.map((n) => [n, field])) as Record<K, typeof field>;
  return { query: z.object(shape) };
}

/** The file part of a multipart form: its name (`file` unless said) and what it must hold. */
export interface FormFile {
  readonly name?: string;
  readonly description?: string;
}

/** A text part of a multipart form: what it holds, its choices, and whether it must be sent. */
export interface FormText {
  readonly description?: string;
  readonly enum?: readonly string[];
  readonly required?: boolean;
}

interface FormProperty {
  type: 'string';
  format?: 'binary';
  enum?: string[];
  description?: string;
}

/**
 * The OpenAPI description of a multipart body of one file (always required) and text `fields`
 * (the form's other parts arrive as text). Only documents the form: the route reads and checks
 * the upload itself (../uploads.ts), so a refusal keeps its upload wording.
 * @example multipartBody({ description: 'One jpg, jpeg or png.' }, { confirm: { enum: ['true', 'false'] } })
 */
export function multipartBody(file: FormFile, fields: Readonly<Record<string, FormText>> = {}) {
  const name = file.name ?? 'file';
  const properties: Record<string, FormProperty> = {
    [name]: { type: 'string', format: 'binary', ...described(file.description) },
  };
  const required = [name];
  for (const [field, part] of Object.entries(fields)) {
    properties[field] = {
      type: 'string',
      ...(part.enum && { enum: [...part.enum] }),
      ...described(part.description),
    };
    if (part.required) required.push(field);
  }
  return {
    body: {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object' as const, required, properties } } },
    },
  };
}

const described = (description: string | undefined) => (description === undefined ? {} : { description });
