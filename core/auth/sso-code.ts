/**
 * The single-use code that carries a login to a partner ecosystem (spec §2 /login with a
 * redirect_uri). Tokens never travel in a URL (RFC 9700): the browser goes to the registered
 * redirect URI with `code=…`, and the partner's server exchanges the code at
 * `POST /api/auth/ecosystem/token` for `{token, refreshToken, redirectUrl}`. The code lives at
 * most 60 seconds, is bound to the ecosystem and the exact redirect URI, and is kept hashed.
 */
export interface SsoCode {
  /** SHA-256 of the code. */
  readonly hash: string;
  readonly ecosystemId: string;
  /** The redirect URI the code was issued for; the exchange must name the same one. */
  readonly redirectUri: string;
  readonly userId: string;
  /** The browser session that asked for the code. */
  readonly sourceSessionId: string;
  /** ISO instants. */
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly redeemedAt: string | null;
  /** The session minted by the exchange: revoked if the code is ever presented again. */
  readonly redeemedSessionId: string | null;
}

/** Appends the code to a (validated, so query-free) redirect URI; a query there is kept. */
export function redirectWithCode(redirectUri: string, code: string): string {
  return `${redirectUri}${redirectUri.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}`;
}
