import { parseRedirectUri } from './redirect-uri';

/**
 * spec §2 /login: a redirect_uri is followed only when it passes the safety check; anything else
 * forces logout. The check: the URI parses strictly (see redirect-uri.ts) and its scheme, host,
 * port and path are exactly those of one URI the ecosystem registered. The partner may add a
 * query (its own state); a registered URI that carries a query or fails to parse matches nothing.
 *
 * @example
 * isAllowedRedirect('https://partner.example/sso?s=1', ['https://partner.example/sso']) // true
 * isAllowedRedirect('https://partner.example.evil.test/sso', ['https://partner.example/sso']) // false
 */
export function isAllowedRedirect(uri: string, registered: readonly string[]): boolean {
  const candidate = parseRedirectUri(uri);
  if (!candidate) return false;
  return registered.some((entry) => {
    const r = parseRedirectUri(entry);
    return (
      r !== null &&
      r.query === null &&
      r.scheme === candidate.scheme &&
      r.host === candidate.host &&
      r.port === candidate.port &&
      r.path === candidate.path
    );
  });
}

const LOOPBACK = new Set(['localhost', '127.0.0.1']);

/**
 * Whether a URI may be registered for an ecosystem: it parses, has no query, and is https —
 * or http on the loopback host, for partners developing locally.
 */
export function isRegistrableRedirect(uri: string): boolean {
  const r = parseRedirectUri(uri);
  return r !== null && r.query === null && (r.scheme === 'https' || LOOPBACK.has(r.host));
}
