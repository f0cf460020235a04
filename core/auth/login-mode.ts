import type { BaseRole } from '../accounts/user';
import type { TokenRole } from '../permissions/actor';

/**
 * The context a session acts in (spec §4 role context, §6 contexts) and the claims of the
 * access token (spec §3 session token: user_id, role, login_mode {is_business, business_id,
 * user_role, eid}). The token adapter writes them under the spec's names.
 */
export interface LoginMode {
  /** spec `is_business`. */
  readonly isBusiness: boolean;
  /** spec `business_id`: set exactly when `isBusiness`. */
  readonly businessId: string | null;
  /** spec `user_role`: the person's own platform role (consumer or ispadmin), whatever the context. */
  readonly userRole: BaseRole;
  /** spec `eid`: the ecosystem the session acts in, if any. */
  readonly ecosystemId: string | null;
}

export interface AccessClaims {
  /** spec `user_id`. */
  readonly userId: string;
  /** spec `role`: the role effective in this context (the business role inside a business). */
  readonly role: TokenRole;
  readonly loginMode: LoginMode;
  /** The session (refresh-token family) the token belongs to; logout and reuse revoke it. */
  readonly sessionId: string;
  /**
   * Set by `authenticate` from the session row (never read from the token): the partner
   * ecosystem whose code exchange made the session, when it was one.
   */
  readonly partnerEcosystemId?: string;
}

/** spec §4: "Consumer: is_business false." */
export function personalMode(userRole: BaseRole, ecosystemId: string | null = null): LoginMode {
  return { isBusiness: false, businessId: null, userRole, ecosystemId };
}

/** spec §4: "Business: is_business true and business_id." */
export function businessMode(
  userRole: BaseRole,
  businessId: string,
  ecosystemId: string | null = null,
): LoginMode {
  return { isBusiness: true, businessId, userRole, ecosystemId };
}

/**
 * The login-mode request of a role-context switch (spec §3 login-mode payload: is_business,
 * business_id, eco_id, eco_url).
 */
export interface LoginModeRequest {
  readonly isBusiness: boolean;
  readonly businessId?: string | null;
  readonly ecoId?: string | null;
  readonly ecoUrl?: string | null;
}

/** spec §3 role context `{role, id}`: which context to switch to. */
export type RoleContext =
  | { readonly role: 'consumer' }
  | { readonly role: 'business'; readonly id: string }
  | { readonly role: 'ecosystem'; readonly id: string };

/** Maps a `{role, id}` role context onto the login-mode request it stands for (spec §4). */
export function roleContextRequest(context: RoleContext): LoginModeRequest {
  switch (context.role) {
    case 'consumer':
      return { isBusiness: false };
    case 'business':
      return { isBusiness: true, businessId: context.id };
    case 'ecosystem':
      return { isBusiness: false, ecoId: context.id };
  }
}

/** spec §7 GET /auth/loginmode: the business the session acts for (if any) and its role. */
export function loginModeView(claims: Pick<AccessClaims, 'role' | 'loginMode'>): {
  businessId: string | null;
  role: TokenRole;
} {
  return { businessId: claims.loginMode.businessId, role: claims.role };
}
