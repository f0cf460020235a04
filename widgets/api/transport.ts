/**
 * The headers a call carries: the session's tokens, the post time-out, Idempotency-Keys, and
 * how a client asks for cookie transport (adapters/http/auth/README.md "Cookie transport") —
 * a custom header on the auth calls, so a cross-site form can never send it, and not among the
 * CORS-allowed headers, so only the same origin can.
 */
import type { SessionSnapshot } from './session-types';

export const SESSION_TRANSPORT_HEADER = 'X-Session-Transport';
export const COOKIE_TRANSPORT = 'cookie';

/** The anti-forgery header of spec §7, sent back on every call and read from every answer. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The header that makes a retried trading call run once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * A fresh Idempotency-Key (a random UUID); pass the same one to every retry of one logical call.
 * `crypto.randomUUID` exists only in secure contexts, so a partner page served over plain http
 * gets the same v4 UUID built from `crypto.getRandomValues`, which exists everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * `request` with the session's bearer and anti-forgery tokens (unless the caller set its own),
 * the cookie-transport header when asked, and the post time-out when it changes state.
 */
export function signRequest(
  request: Request,
  tokens: SessionSnapshot | null,
  cookieTransport: boolean,
  timeoutMs: number,
): Request {
  const headers = new Headers(request.headers);
  if (tokens && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${tokens.token}`);
  if (tokens?.xsrfToken && !headers.has(XSRF_HEADER)) headers.set(XSRF_HEADER, tokens.xsrfToken);
  if (cookieTransport) headers.set(SESSION_TRANSPORT_HEADER, COOKIE_TRANSPORT);
  const signal = isStateChanging(request.method)
    ? AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)])
    : request.signal;
  return new Request(request, { headers, signal });
}

/** Calls that change state (they carry the anti-forgery token and the post time-out). */
export function isStateChanging(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}
