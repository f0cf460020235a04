/**
 * The client's runtime: what openapi-fetch does on the calls the widgets make, in a third of
 * its bytes (widgets/build/README.md). The TYPE stays openapi-fetch's `Client<paths>` (a
 * type-only import costs nothing); fetch-client.test.ts sends the same requests through both
 * and compares what reaches the server and what comes back. Path parameters in the simple
 * style, queries as form (arrays exploded) and deepObject, JSON, FormData or urlencoded bodies,
 * `parseAs`, and middleware (`onRequest` in order, `onError`/`onResponse` in reverse).
 */
import type { Middleware } from 'openapi-fetch';
import { mergeHeaders, readAnswer, serializeQuery } from './fetch-parts';

type Loose = Record<string, unknown>;
type Init = Loose & {
  params?: Loose & { path?: Loose; query?: Loose; header?: Loose };
  middleware?: Middleware[];
};
type Call = (url: string, init?: Init) => Promise<Loose>;

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

/** A client over `fetch` with openapi-fetch's request and answer shapes (type it as `Client<paths>`). */
export function createFetchClient(config: {
  baseUrl: string;
  fetch: (request: Request) => Promise<Response>;
}) {
  const shared: Middleware[] = [];
  const core = async (schemaPath: string, init: Init) => {
    const { baseUrl = config.baseUrl, fetch = config.fetch, headers, params = {}, parseAs = 'json' } = init;
    const { body, middleware = [], ...rest } = init;
    for (const key of ['baseUrl', 'fetch', 'headers', 'params', 'parseAs']) delete rest[key];
    const urlencoded =
      mergeHeaders(headers, params.header).get('Content-Type') === 'application/x-www-form-urlencoded';
    const sent =
      body === undefined || body instanceof FormData
        ? body
        : urlencoded
          ? new URLSearchParams(body as Loose as Record<string, string>).toString()
          : JSON.stringify(body);
    const json = sent === undefined || sent instanceof FormData ? {} : { 'Content-Type': 'application/json' };
    let url = `${String(baseUrl).replace(/\/+$/, '')}${schemaPath}`.replace(
      /\{([^{}]+)\}/g,
      (match, name) => {
        const value = params.path?.[name];
        if (value == null) return match;
        return Array.isArray(value)
          ? value.map((v) => encodeURIComponent(v)).join(',')
          : encodeURIComponent(String(value));
      },
    );
    const search = serializeQuery(params.query);
    if (search) url += `?${search}`;
    let request = new Request(url, {
      redirect: 'follow',
      ...rest,
      body: sent as BodyInit | undefined,
      headers: mergeHeaders(json, headers, params.header),
    });
    const chain = [...shared, ...middleware];
    const id = Math.random().toString(36).slice(2, 11);
    const options = Object.freeze({ baseUrl, fetch, parseAs });
    const context = () => ({ request, schemaPath, params, options, id }) as never;
    let response: Response | undefined;
    for (const m of chain) {
      const result = await m.onRequest?.(context());
      if (result instanceof Response) {
        response = result;
        break;
      }
      if (result) request = result;
    }
    if (!response) {
      try {
        response = await (fetch as typeof config.fetch)(request);
      } catch (error) {
        let failure: unknown = error;
        for (const m of [...chain].reverse()) {
          const result = await m.onError?.({ ...(context() as Loose), error: failure } as never);
          if (result instanceof Response) {
            response = result;
            break;
          }
          if (result) failure = result;
        }
        if (!response) throw failure;
      }
      for (const m of [...chain].reverse()) {
        const result = (await m.onResponse?.({ ...(context() as Loose), response } as never)) as
          | Response
          | undefined;
        if (result) response = result;
      }
    }
    return readAnswer(response as Response, request.method, String(parseAs));
  };
  const client: Loose = {
    use: (...more: Middleware[]) => void shared.push(...more.filter(Boolean)),
    eject: (...less: Middleware[]) => {
      for (const m of less) if (shared.includes(m)) shared.splice(shared.indexOf(m), 1);
    },
    request: (method: string, url: string, init?: Init) =>
      core(url, { ...init, method: method.toUpperCase() }),
  };
  for (const method of METHODS) client[method] = ((url, init) => core(url, { ...init, method })) as Call;
  return client;
}
