/**
 * The widgets' and the site's only way to the server: a typed client generated from the
 * server's OpenAPI document, and the session layer (tokens in memory, refresh single-flight,
 * XSRF, 401/502/offline events, idempotency keys, cookie transport for the same-origin site).
 *
 * @example
 * const session = createSession({ baseUrl: 'https://platform.example', transport: 'body' });
 * const api = createApiClient({ session });
 * session.events.on('login', (e) => host.dispatchEvent(new CustomEvent('ispz:login', { detail: e.detail })));
 * const { data, error } = await api.POST('/auth/login', { body: { username, password } });
 */
export { ApiNetworkError, ApiTimeoutError, TIMEOUT_MESSAGE } from './api-errors';
export { type ApiClient, type ApiClientOptions, createApiClient } from './client';
export type { components, operations, paths } from './schema.gen';
export { createSession, POLL_MS, POST_TIMEOUT_MS } from './session';
export {
  type LogoutReason,
  type SessionEventMap,
  SessionEvents,
  type SessionEventType,
} from './session-events';
export type {
  Session,
  SessionOptions,
  SessionSnapshot,
  SessionTransport,
  SessionUser,
  TokensAnswer,
} from './session-types';
export { IDEMPOTENCY_HEADER, newIdempotencyKey, XSRF_HEADER } from './transport';
