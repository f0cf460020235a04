/**
 * Why: the proof that no input holding U+0000 reaches a database is a walk over the OpenAPI
 * document — every operation, every string it takes — rather than a list someone must keep up
 * to date. This builds, from an operation's description, the requests that each put a NUL in
 * one kind of input (path parameters, query, JSON body, form fields), the rest plausible.
 */

type Schema = Record<string, unknown>;
export type OpenApiDoc = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};
interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly schema?: Schema;
}
interface Operation {
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** One request of the walk: where its NUL is, and what to send. */
export interface NulRequest {
  readonly label: string;
  readonly method: string;
  readonly path: string;
  readonly init: RequestInit & { headers: Record<string, string> };
}

const NUL = 'x\u0000y';

/** A value of `schema` whose free-text strings are `text` (enums and constants keep theirs). */
function sample(doc: OpenApiDoc, schema: Schema | undefined, text: string, depth = 0): unknown {
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

/** The requests that put a NUL in each kind of input `operation` takes (none if it takes no text). */
export function nulRequests(doc: OpenApiDoc, path: string, method: string, op: Operation): NulRequest[] {
  const params = op.parameters ?? [];
  const content = op.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const form = content['multipart/form-data']?.schema;
  const build = (where: 'path' | 'query' | 'body' | 'form'): NulRequest => {
    const value = (p: Parameter, slot: string) => String(sample(doc, p.schema, where === slot ? NUL : 'x'));
    const url = path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
      const p = params.find((q) => q.in === 'path' && q.name === name);
      return encodeURIComponent(p ? value(p, 'path') : where === 'path' ? NUL : 'x');
    });
    const query = new URLSearchParams(
      params.filter((p) => p.in === 'query').map((p) => [p.name, value(p, 'query')]),
    ).toString();
    const init: NulRequest['init'] = { method: method.toUpperCase(), headers: {} };
    if (json) {
      init.body = JSON.stringify(sample(doc, json, where === 'body' ? NUL : 'x'));
      init.headers['content-type'] = 'application/json';
    } else if (form) {
      const data = new FormData();
      const fields = sample(doc, form, where === 'form' ? NUL : 'x') as Record<string, unknown>;
      for (const [k, v] of Object.entries(fields ?? {}))
        if (k !== 'file') data.append(k, typeof v === 'string' ? v : JSON.stringify(v));
      data.append('file', new Blob(['%PDF-1.7\n']), 'a.pdf');
      init.body = data;
    }
    return {
      label: `${method.toUpperCase()} ${path} (${where})`,
      method,
      path: `${url}${query ? `?${query}` : ''}`,
      init,
    };
  };
  const kinds: Array<'path' | 'query' | 'body' | 'form'> = [];
  if (/\{[^}]+\}/.test(path)) kinds.push('path');
  if (params.some((p) => p.in === 'query')) kinds.push('query');
  if (json) kinds.push('body');
  if (form) kinds.push('form');
  return kinds.map(build).filter(carriesNul);
}

/** Whether a built request really holds a NUL (a schema may take no free text in that place). */
function carriesNul(r: NulRequest): boolean {
  const body = r.init.body;
  if (r.path.includes('%00')) return true;
  if (typeof body === 'string') return body.includes('\\u0000');
  return (
    body instanceof FormData && [...body.values()].some((v) => typeof v === 'string' && v.includes('\0'))
  );
}
