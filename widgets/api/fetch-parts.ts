/**
 * The pieces of the client runtime that follow openapi-fetch's rules to the letter: the query
 * string (form style, arrays exploded, objects as deepObject), header merging (null removes,
 * arrays append) and reading an answer (no body, parsed data by `parseAs`, or the error body as
 * JSON when it parses, else text). fetch-client.test.ts compares them with openapi-fetch.
 */

type Loose = Record<string, unknown>;

const pair = (name: string, value: unknown) =>
  value == null ? '' : `${name}=${encodeURIComponent(String(value))}`;

/** openapi-fetch's default query: form style, arrays exploded, objects as deepObject. */
export function serializeQuery(query: Loose | undefined): string {
  const search: string[] = [];
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value == null || (Array.isArray(value) && value.length === 0)) continue;
    if (Array.isArray(value)) search.push(value.map((v) => pair(name, v)).join('&'));
    else if (typeof value === 'object') {
      search.push(
        Object.entries(value)
          .map(([k, v]) => pair(`${name}[${k}]`, v))
          .join('&'),
      );
    } else search.push(pair(name, value));
  }
  return search.join('&');
}

/** Headers merged left to right; `null` removes one, a list appends each. */
export function mergeHeaders(...all: unknown[]): Headers {
  const headers = new Headers();
  for (const h of all) {
    if (!h || typeof h !== 'object') continue;
    for (const [k, v] of h instanceof Headers ? h.entries() : Object.entries(h)) {
      if (v === null) headers.delete(k);
      else if (Array.isArray(v)) for (const one of v) headers.append(k, one);
      else if (v !== undefined) headers.set(k, v);
    }
  }
  return headers;
}

/** What openapi-fetch makes of an answer: no body, the parsed data, or the error body (JSON when it parses). */
export async function readAnswer(response: Response, method: string, parseAs: string): Promise<Loose> {
  const length = response.headers.get('Content-Length');
  const empty = length === '0' && !response.headers.get('Transfer-Encoding')?.includes('chunked');
  if (response.status === 204 || method === 'HEAD' || empty) {
    return response.ok ? { data: undefined, response } : { error: undefined, response };
  }
  if (response.ok) {
    if (parseAs === 'stream') return { data: response.body, response };
    if (parseAs === 'json' && !length) {
      const raw = await response.text();
      return { data: raw ? JSON.parse(raw) : undefined, response };
    }
    const read = (response as unknown as Record<string, () => Promise<unknown>>)[parseAs];
    return { data: await read?.call(response), response };
  }
  let error: unknown = await response.text();
  try {
    error = JSON.parse(error as string);
  } catch {}
  return { error, response };
}
