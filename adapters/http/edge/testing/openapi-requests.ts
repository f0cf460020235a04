/**
 * Why: walks over the OpenAPI document — every operation, every input it takes — prove things
 * of the whole API rather than of a list someone must keep up to date (the NUL walk, the fuzz
 * pass). This lists the document's operations and builds, from an operation's description, a
 * plausible request: each input filled from its schema, the free text chosen per kind of input.
 */

export type Schema = Record<string, unknown>;
export type OpenApiDoc = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};
export interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly schema?: Schema;
}
export interface Operation {
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { content?: Record<string, { schema?: Schema }> };
  readonly security?: readonly Record<string, unknown>[];
}

/** The kinds of input a request carries text in. */
export type Slot = 'path' | 'query' | 'body' | 'form';

/** One operation of the document, with what the walks need to know of it. */
export interface DocOperation {
  readonly path: string;
  readonly method: string;
  readonly op: Operation;
  /** It takes a bearer token (alone or as one of its alternatives). */
  readonly secured: boolean;
}

/** Every operation of `doc`, in the document's order. */
export function operationsOf(doc: OpenApiDoc): DocOperation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      path,
      method: method.toUpperCase(),
      op,
      secured: (op.security ?? []).some((s) => 'Bearer' in s),
    })),
  );
}

/** A value of `schema` whose free-text strings are `text` (enums and constants keep theirs). */
export function sample(doc: OpenApiDoc, schema: Schema | undefined, text: string, depth = 0): unknown {
  if (!schema || depth > 8) return text;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop() ?? '';
    return sample(doc, doc.components?.schemas?.[name], text, depth + 1);
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (options?.length)
    return sample(doc, options.find((o) => o.type !== 'null') ?? options[0], text, depth + 1);
  if (Array.isArray(schema.allOf))
    return Object.assign({}, ...schema.allOf.map((s) => sample(doc, s as Schema, text, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(
        Object.entries(properties).map(([k, s]) => [k, sample(doc, s, text, depth + 1)]),
      );
    }
    case 'array':
      return [sample(doc, schema.items as Schema | undefined, text, depth + 1)];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    default:
      return text;
  }
}

/** A request's inputs before they are encoded: what each kind of input holds. */
export interface RequestParts {
  readonly pathParams: Record<string, string>;
  readonly query: Record<string, string>;
  readonly headers: Record<string, string>;
  /** The JSON body, when the operation takes one. */
  readonly json?: unknown;
  /** The multipart fields but the file, when the operation takes an upload. */
  readonly form?: Record<string, unknown>;
}

/** The plausible inputs of `o`, each free text the one `textFor` gives for its kind of input. */
export function plausibleParts(
  doc: OpenApiDoc,
  o: DocOperation,
  textFor: (slot: Slot) => string,
): RequestParts {
  const params = o.op.parameters ?? [];
  const of = (where: Parameter['in'], slot: Slot) =>
    Object.fromEntries(
      params.filter((p) => p.in === where).map((p) => [p.name, String(sample(doc, p.schema, textFor(slot)))]),
    );
  const pathParams = of('path', 'path');
  for (const [, name] of o.path.matchAll(/\{([^}]+)\}/g)) pathParams[name!] ??= textFor('path');
  const content = o.op.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const form = content['multipart/form-data']?.schema;
  return {
    pathParams,
    query: of('query', 'query'),
    headers: {},
    ...(json ? { json: sample(doc, json, textFor('body')) } : {}),
    ...(form ? { form: sample(doc, form, textFor('form')) as Record<string, unknown> } : {}),
  };
}

/** A request as `app.request()` takes it. */
export interface BuiltRequest {
  readonly method: string;
  /** The path under `/api`, query included. */
  readonly path: string;
  readonly init: RequestInit & { headers: Record<string, string> };
}

/**
 * A path segment percent-encoded; a lone surrogate (which `encodeURIComponent` refuses) as the
 * ill-formed UTF-8 bytes a careless client would send for it.
 */
export function encodeSegment(text: string): string {
  let out = '';
  for (const ch of text) {
    const unit = ch.charCodeAt(0);
    const hex = (n: number) => `%${n.toString(16).toUpperCase()}`;
    out +=
      ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff
        ? `${hex(0xe0 | (unit >> 12))}${hex(0x80 | ((unit >> 6) & 0x3f))}${hex(0x80 | (unit & 0x3f))}`
        : encodeURIComponent(ch);
  }
  return out;
}

/** The URL of `o` with `parts`' path parameters and query. */
export function urlOf(o: DocOperation, parts: Pick<RequestParts, 'pathParams' | 'query'>): string {
  const url = o.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    encodeSegment(parts.pathParams[name] ?? ''),
  );
  const query = new URLSearchParams(parts.query).toString();
  return `${url}${query ? `?${query}` : ''}`;
}

/** `parts` encoded as a client would: JSON as JSON, an upload as multipart with a small PDF. */
export function encodeParts(o: DocOperation, parts: RequestParts): BuiltRequest {
  const init: BuiltRequest['init'] = { method: o.method, headers: { ...parts.headers } };
  if ('json' in parts) {
    init.body = JSON.stringify(parts.json);
    init.headers['content-type'] = 'application/json';
  } else if (parts.form) {
    const data = new FormData();
    for (const [k, v] of Object.entries(parts.form))
      if (k !== 'file') data.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    data.append('file', new Blob(['%PDF-1.7\n']), 'a.pdf');
    init.body = data;
  }
  return { method: o.method, path: urlOf(o, parts), init };
}
