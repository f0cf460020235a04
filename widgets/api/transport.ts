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

/** A fresh Idempotency-Key; pass the same one to every retry of one logical call. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** Calls that change state (they carry the anti-forgery token and the post time-out). */
export function isStateChanging(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}
