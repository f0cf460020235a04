/**
 * How a client asks the server for cookie transport (adapters/http/auth/README.md "Cookie
 * transport"): this header on the auth calls. It is a custom header, so a cross-site form can
 * never send it, and it is not among the CORS-allowed headers, so only the same origin can.
 */
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

/** Calls that change state (they carry the anti-forgery token and the post time-out). */
export function isStateChanging(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}
