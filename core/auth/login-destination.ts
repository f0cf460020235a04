/**
 * Where the site sends someone who has just signed in without a partner redirect (spec §2
 * /login): a tempUser must verify a mobile first (/verify-mobile); an email-OTP user (the
 * loginMode form) goes to /lender-actions with action and tapeName; everyone else to
 * /dashboard. A rule of spec §2, pure, so the login widget and the site's route guard agree;
 * the destination is a screen name and its query, which the widgets turn into a path.
 */

/** A screen a login without redirect_uri can land on, with its query. */
export interface LoginDestination {
  readonly screen: 'verify-mobile' | 'lender-actions' | 'dashboard';
  readonly query: Readonly<Record<string, string>>;
}

/** The /login query parameters the decision reads. */
export interface LoginQuery {
  readonly loginMode?: boolean | undefined;
  readonly action?: string | undefined;
  readonly tapeName?: string | undefined;
  readonly tempUser?: boolean | undefined;
}

/** The destination after a login without redirect_uri. */
export function loginDestination(query: LoginQuery): LoginDestination {
  if (query.tempUser) return { screen: 'verify-mobile', query: {} };
  if (query.loginMode) {
    const q: Record<string, string> = {};
    if (query.action) q.action = query.action;
    if (query.tapeName) q.tapeName = query.tapeName;
    return { screen: 'lender-actions', query: q };
  }
  return { screen: 'dashboard', query: {} };
}
