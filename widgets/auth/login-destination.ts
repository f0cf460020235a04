/**
 * Where the site sends someone who has just signed in without a partner redirect (spec §2
 * /login): a tempUser must verify a mobile first (/verify-mobile); an email-OTP user (the
 * loginMode form) goes to /lender-actions with action and tapeName; everyone else to
 * /dashboard. Pure, so the login widget and the site's route guard agree.
 */
import type { AuthRoute } from './routes';

/** The /login query parameters the decision reads. */
export interface LoginQuery {
  readonly loginMode?: boolean | undefined;
  readonly action?: string | undefined;
  readonly tapeName?: string | undefined;
  readonly tempUser?: boolean | undefined;
}

/** The destination after a login without redirect_uri. */
export function loginDestination(query: LoginQuery): AuthRoute {
  if (query.tempUser) return { screen: 'verify-mobile', query: {} };
  if (query.loginMode) {
    const q: Record<string, string> = {};
    if (query.action) q.action = query.action;
    if (query.tapeName) q.tapeName = query.tapeName;
    return { screen: 'lender-actions', query: q };
  }
  return { screen: 'dashboard', query: {} };
}
