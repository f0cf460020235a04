/**
 * The one API client of the widgets and the site: openapi-fetch's `Client` type over the
 * server's own OpenAPI document (./schema.gen.ts), run by our smaller runtime
 * (./fetch-client.ts), with the session's middleware on every call (after the Idempotency-Key's). Paths are the document's
 * (`/auth/login`), served under `${baseUrl}/api`.
 *
 * @example
 * const api = createApiClient({ session: createSession({ baseUrl: '' }) });
 * const { data, error } = await api.POST('/auth/login', { body: { username, password } });
 */
import type { Client } from 'openapi-fetch';
import { createFetchClient } from './fetch-client';
import { idempotencyMiddleware } from './idempotency';
import type { paths } from './schema.gen';
import type { Session } from './session-types';

/** A client for every documented call of the platform. */
export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** The session whose tokens and events apply to every call; its `baseUrl` is used. */
  readonly session: Session;
  /** Default `globalThis.fetch` (tests pass a fake or a Hono app's `request`). */
  readonly fetch?: typeof fetch;
}

/** A typed client bound to `session`. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createFetchClient({
    baseUrl: `${options.session.baseUrl}/api`,
    fetch: options.fetch ?? ((request: Request) => globalThis.fetch(request)),
  }) as unknown as ApiClient;
  client.use(idempotencyMiddleware, options.session.middleware);
  return client;
}
