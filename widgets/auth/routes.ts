/**
 * Where the sign-in widgets send a person, as data the host turns into navigation: the site
 * routes them, a partner page links to the platform's pages. The query parameters are the
 * spec's (§2 /login): redirect_uri, ecosystem_uri, referral_code are passed on by every link.
 */

/** The screens of spec §2 the sign-in family links to or lands on. */
export type AuthScreen =
  | 'login'
  | 'signup'
  | 'register-business'
  | 'forgot-password'
  | 'verify-mobile'
  | 'dashboard'
  | 'lender-actions'
  | 'terms';

/** A destination: a screen and its query. */
export interface AuthRoute {
  readonly screen: AuthScreen;
  readonly query: Readonly<Record<string, string>>;
}

/** The site's paths (spec §2). */
export const AUTH_PATHS: Readonly<Record<AuthScreen, string>> = {
  login: '/login',
  signup: '/signup',
  'register-business': '/registerbusiness',
  'forgot-password': '/forgot-password',
  'verify-mobile': '/verify-mobile',
  dashboard: '/dashboard',
  'lender-actions': '/lender-actions',
  terms: '/terms',
};

/**
 * How the host handles links: `href` builds the address shown (default: the site's path under
 * `base`), `navigate` follows a link or a post-login redirect itself (a router) instead of the
 * browser. Without `navigate` a link is an ordinary `<a href>`.
 */
export interface AuthLinks {
  readonly base?: string;
  readonly href?: (route: AuthRoute) => string;
  readonly navigate?: (route: AuthRoute) => void;
}

/** The address of `route` for `links` (the site's path and query by default). */
export function routeHref(route: AuthRoute, links: AuthLinks = {}): string {
  if (links.href) return links.href(route);
  const query = new URLSearchParams(Object.entries(route.query).filter(([, v]) => v !== '')).toString();
  return `${links.base ?? ''}${AUTH_PATHS[route.screen]}${query ? `?${query}` : ''}`;
}

/** The query every link passes on: redirect_uri, ecosystem_uri and referral_code when known. */
export function carriedQuery(p: {
  redirectUri?: string | undefined;
  ecosystemUri?: string | undefined;
  referralCode?: string | undefined;
}): Record<string, string> {
  const q: Record<string, string> = {};
  if (p.redirectUri) q.redirect_uri = p.redirectUri;
  if (p.ecosystemUri) q.ecosystem_uri = p.ecosystemUri;
  if (p.referralCode) q.referral_code = p.referralCode;
  return q;
}
