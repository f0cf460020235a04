import type { TokenRole } from '../permissions/actor';
import type { AccessClaims, LoginMode } from './login-mode';

/**
 * A session is one refresh-token family: it starts at login (or a context switch, or an SSO code
 * exchange) and ends when revoked or when it reaches its maximum age. Access tokens name their
 * session, so revoking it ends them at once, not only when they expire.
 */
export type RevokeReason =
  | 'logout'
  | 'refresh_reuse'
  | 'context_switch'
  | 'password_reset'
  | 'redirect_refused'
  | 'sso_code_reuse';

export interface Session {
  readonly id: string;
  readonly userId: string;
  readonly role: TokenRole;
  readonly loginMode: LoginMode;
  /** ISO instants. */
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly revokedAt: string | null;
  readonly revokedReason: RevokeReason | null;
  /**
   * The ecosystem whose server made this session by exchanging a sign-on code, or null/absent
   * for the person's own session. A partner's session may not switch context or change the account.
   */
  readonly partnerEcosystemId?: string | null;
}

/**
 * One opaque refresh token, kept only as its SHA-256. Each is used once: refreshing marks it
 * used and issues the next; presenting a used one again is reuse and revokes the family.
 */
export interface RefreshToken {
  readonly hash: string;
  readonly sessionId: string;
  readonly userId: string;
  readonly issuedAt: string;
  readonly expiresAt: string;
  readonly usedAt: string | null;
}

/** True when the session can still mint tokens at `now`. */
export function sessionActive(session: Session, now: Date): boolean {
  return session.revokedAt === null && now.getTime() < Date.parse(session.expiresAt);
}

/** What a verified access token (or session) tells the rest of the platform about the caller. */
export type AuthSession = AccessClaims;

/** Tokens handed to a client after login, refresh, context switch or SSO exchange. */
export interface AuthTokens {
  /** JWT (spec response field `token`). */
  readonly accessToken: string;
  /** Opaque (spec response field `refreshToken`). */
  readonly refreshToken: string;
  /** Anti-forgery token the client echoes in `X-XSRF-TOKEN` on state-changing calls. */
  readonly xsrfToken: string;
  readonly accessExpiresAt: string;
  readonly refreshExpiresAt: string;
  readonly session: AuthSession;
}
