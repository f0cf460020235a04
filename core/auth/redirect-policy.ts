import { parseRedirectUri } from './redirect-uri';

/**
 * spec §2 /login: a redirect_uri is followed only when it passes the safety check; anything else
 * forces logout. The check: the URI parses strictly (see redirect-uri.ts), its scheme, host,
 * port and path are exactly those of one URI the ecosystem registered, and that entry is one the
 * deployment accepts (`RedirectPolicy`). The partner may add a query (its own state), except a
 * `code` parameter: the platform appends the sign-on code, and a second `code` could make the
 * partner read an attacker's. A registered URI that carries a query or fails to parse matches
 * nothing.
 *
 * @example
 * isAllowedRedirect('https://partner.example/sso?s=1', ['https://partner.example/sso']) // true
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

/** Query parameters the platform writes itself, so a redirect URI may not carry them. */
const RESERVED_PARAMS = new Set(['code']);

export function isAllowedRedirect(
  uri: string,
  registered: readonly string[],
  policy: RedirectPolicy = STRICT_REDIRECTS,
): boolean {
  const candidate = parseRedirectUri(uri);
  if (!candidate || hasReservedParam(candidate.query)) return false;
  return registered.some((entry) => {
    const r = parseRedirectUri(entry);
    return (
      r !== null &&
      isRegistrableRedirect(entry, policy) &&
      r.scheme === candidate.scheme &&
      r.host === candidate.host &&
      r.port === candidate.port &&
      r.path === candidate.path
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

/** True when a query names a reserved parameter, however its name is percent-encoded. */
function hasReservedParam(query: string | null): boolean {
  if (query === null) return false;
  return query.split('&').some((pair) => {
    const name = pair.split('=')[0]!;
    try {
      return RESERVED_PARAMS.has(decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase());
    } catch {
      return true;
    }
  });
}
