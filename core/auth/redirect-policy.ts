import { parseRedirectUri } from './redirect-uri';

/**
 * spec §2 /login: a redirect_uri is followed only when it passes the safety check; anything else
 * forces logout. The check (RFC 9700 §2.1, §4.1.3): the URI parses strictly (see redirect-uri.ts)
 * and is *exactly* one URI the ecosystem registered — scheme, host, port, path and query alike —
 * and that entry is one the deployment accepts (`RedirectPolicy`). Nothing may be added: a query
 * the partner appends (`?next=https://evil.example`) is refused, because whatever the partner's
 * callback does with it would receive a live code. Registered URIs carry no query, so a candidate
 * with one matches nothing; the platform appends `code` itself. Only the host's case is ignored
 * (DNS ignores it). A registered URI that fails to parse matches nothing.
 *
 * @example
 * isAllowedRedirect('https://partner.example/sso', ['https://partner.example/sso']) // true
 * isAllowedRedirect('https://partner.example/sso?next=/x', ['https://partner.example/sso']) // false
 * isAllowedRedirect('https://partner.example.evil.test/sso', ['https://partner.example/sso']) // false
 */
export interface RedirectPolicy {
  /**
   * Whether `http://localhost…` and `http://127.0.0.1…` may be registered and followed: true only
   * in development (partners running locally); a production deployment follows https only.
   */
  readonly allowLoopbackHttp: boolean;
}

/** What production follows: https, never the loopback host. */
export const STRICT_REDIRECTS: RedirectPolicy = { allowLoopbackHttp: false };

export function isAllowedRedirect(
  uri: string,
  registered: readonly string[],
  policy: RedirectPolicy = STRICT_REDIRECTS,
): boolean {
  const candidate = parseRedirectUri(uri);
  if (!candidate) return false;
  return registered.some((entry) => {
    const r = parseRedirectUri(entry);
    return (
      r !== null &&
      isRegistrableRedirect(entry, policy) &&
      r.scheme === candidate.scheme &&
      r.host === candidate.host &&
      r.port === candidate.port &&
      r.path === candidate.path &&
      r.query === candidate.query
    );
  });
}

const LOOPBACK = new Set(['localhost', '127.0.0.1']);
const isLoopback = (host: string) => LOOPBACK.has(host) || host.endsWith('.localhost');

/**
 * Whether a URI may be registered for an ecosystem: it parses and has no query, and is https
 * on a public host — or, where the policy allows it (development), http on the loopback host.
 */
export function isRegistrableRedirect(uri: string, policy: RedirectPolicy = STRICT_REDIRECTS): boolean {
  const r = parseRedirectUri(uri);
  if (r === null || r.query !== null) return false;
  if (isLoopback(r.host)) return policy.allowLoopbackHttp;
  return r.scheme === 'https';
}
