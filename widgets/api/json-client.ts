/**
 * The smallest client a family can take when it only POSTs JSON and GETs with a flat query (the
 * sign-in family): the same requests, answers and middleware contract as `createFetchClient`
 * (json-client.test.ts sends the same calls through openapi-fetch and compares), without path
 * parameters, deep or exploded queries, FormData, `parseAs` or a middleware list — about 0.6 KB
 * of gzip the sign-in bundle no longer carries (widgets/build/README.md).
 */
import type { Middleware } from 'openapi-fetch';
import type { ApiClient } from './client';
import { readAnswer } from './fetch-parts';

/** A flat query: `null`/`undefined` values are left out. */
type FlatQuery = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** The calls a JSON-only family makes, typed like the full client's. */
export type JsonClient = Pick<ApiClient, 'GET' | 'POST'>;

export interface JsonClientOptions {
  /** Where the documented paths live (`https://platform.example/api`). */
  readonly baseUrl: string;
  readonly fetch: (request: Request) => Promise<Response>;
  /** Applied to every call, like `client.use(middleware)` (the session's). */
  readonly middleware: Middleware;
}

/** A client for JSON POSTs and flat-query GETs under `baseUrl`, through `middleware`. */
export function createJsonClient(config: JsonClientOptions): JsonClient {
  const { fetch, middleware } = config;
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const options = { baseUrl, fetch };
  let calls = 0;
  const call = async (
    method: string,
    schemaPath: string,
    init: { body?: unknown; params?: { query?: FlatQuery } } = {},
  ) => {
    const params = init.params ?? {};
    const search = Object.entries(params.query ?? {})
      .filter(([, value]) => value != null)
      .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
      .join('&');
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    let request = new Request(`${baseUrl}${schemaPath}${search ? `?${search}` : ''}`, {
      method,
      body,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    });
    const id = String(++calls);
    const context = () => ({ request, schemaPath, params, options, id }) as never;
    let response = await middleware.onRequest?.(context());
    if (!(response instanceof Response)) {
      if (response) request = response;
      try {
        response = await fetch(request);
      } catch (error) {
        const handled = await middleware.onError?.({ ...(context() as object), error } as never);
        if (!(handled instanceof Response)) throw handled ?? error;
        response = handled;
      }
      response = (await middleware.onResponse?.({ ...(context() as object), response } as never)) ?? response;
    }
    return readAnswer(response, method, 'json');
  };
  return {
    GET: (path: string, init?: object) => call('GET', path, init),
    POST: (path: string, init?: object) => call('POST', path, init),
  } as unknown as JsonClient;
}
