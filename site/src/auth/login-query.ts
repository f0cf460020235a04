/**
 * What the sign-in pages read from their address (spec §2 /login): redirect_uri,
 * ecosystem_uri, referral_code, loginMode, email, action, tapeName, token and tempUser, turned
 * into the widgets' props; where a visitor who already holds a session goes instead of the
 * form; and which path each of the widgets' screens is in this build (the terms page is /term
 * in the US build, /terms in the commerce build). Pure, so the rules have their own tests.
 */
import { type LoginDestination, loginDestination } from '../../../core/auth/login-destination';
import { AUTH_PATHS, type AuthRoute } from '../../../widgets/auth/routes';

/** The /login query as the login widget takes it. */
export interface LoginQueryProps {
  readonly redirectUri?: string;
  readonly ecosystemUri?: string;
  readonly referralCode?: string;
  readonly loginMode: boolean;
  readonly email?: string;
  readonly action?: string;
  readonly tapeName?: string;
  readonly tempUser: boolean;
}

/** A flag parameter is on when present, unless it says 'false' or '0'. */
const flag = (params: URLSearchParams, name: string): boolean => {
  const value = params.get(name);
  return value !== null && value !== 'false' && value !== '0';
};

/** A text parameter, trimmed; absent or blank is left out. */
const text = (params: URLSearchParams, name: string): { [key: string]: string } => {
  const value = params.get(name)?.trim();
  return value ? { [name]: value } : {};
};

const pick = (params: URLSearchParams, name: string, prop: string) => {
  const found = text(params, name)[name];
  return found === undefined ? {} : { [prop]: found };
};

/** Reads the spec's /login parameters (every sign-in page reads the three it passes on). */
export function readLoginQuery(params: URLSearchParams): LoginQueryProps {
  return {
    ...pick(params, 'redirect_uri', 'redirectUri'),
    ...pick(params, 'ecosystem_uri', 'ecosystemUri'),
    ...pick(params, 'referral_code', 'referralCode'),
    ...pick(params, 'email', 'email'),
    ...pick(params, 'action', 'action'),
    ...pick(params, 'tapeName', 'tapeName'),
    loginMode: flag(params, 'loginMode'),
    tempUser: flag(params, 'tempUser'),
  };
}

/**
 * The address without `token`: the platform never takes a credential from a URL (sessions are
 * the HttpOnly cookie's), so a token in the link is dropped from the address bar and history.
 * Null when there is nothing to drop.
 */
export function withoutToken(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.has('token')) return null;
  params.delete('token');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Where a visitor who already holds a session goes from /login: nowhere with redirect_uri (the
 * partner sign-on runs instead), else spec §2's destination (the dashboard; /lender-actions for
 * the email-OTP link; /verify-mobile for a tempUser).
 */
export function signedInDestination(query: LoginQueryProps): LoginDestination | null {
  return query.redirectUri ? null : loginDestination(query);
}

/** The site's path of a widget's screen in `build` (terms: /term in the US build). */
export function sitePath(route: AuthRoute, build: 'us' | 'commerce'): string {
  const path = route.screen === 'terms' && build === 'us' ? '/term' : AUTH_PATHS[route.screen];
  const query = new URLSearchParams(Object.entries(route.query).filter(([, v]) => v !== '')).toString();
  return query ? `${path}?${query}` : path;
}

/** The three parameters every sign-in page reads and passes on (redirect, ecosystem, referral). */
export function carriedProps(
  search: string,
): Pick<LoginQueryProps, 'redirectUri' | 'ecosystemUri' | 'referralCode'> {
  const { redirectUri, ecosystemUri, referralCode } = readLoginQuery(new URLSearchParams(search));
  return {
    ...(redirectUri ? { redirectUri } : {}),
    ...(ecosystemUri ? { ecosystemUri } : {}),
    ...(referralCode ? { referralCode } : {}),
  };
}

/** The social sign-in's key in the route state (`{ key }`), or null when there is none. */
export function routeStateKey(state: unknown): string | null {
  const key = (state as { key?: unknown } | null)?.key;
  return typeof key === 'string' && key.trim() !== '' ? key : null;
}
