import type { TokenRole } from '../permissions/actor';
import type { LoginMode } from './login-mode';
import type { AuthSession, AuthTokens, Session } from './session';
import type { AuthDeps, AuthStores } from './stores';

/**
 * Minting tokens inside a transaction: a new session (family) at login, and the next pair of an
 * existing session at refresh. The refresh token is 256 random bits, stored as its SHA-256; the
 * anti-forgery token is the MAC of the session id, so it needs no storage, is unforgeable
 * without the server's pepper, and dies with its session.
 */
const REFRESH_TOKEN_BYTES = 32;
const addSeconds = (at: Date, s: number) => new Date(at.getTime() + s * 1000);

/** The anti-forgery token of a session. */
export function xsrfTokenFor(deps: Pick<AuthDeps, 'crypto'>, sessionId: string): string {
  return deps.crypto.digest.mac(`xsrf\u0000${sessionId}`);
}

/** The caller as a session describes it. */
export function authSessionOf(session: Session): AuthSession {
  return { sessionId: session.id, userId: session.userId, role: session.role, loginMode: session.loginMode };
}

/**
 * Issues the next refresh token and an access token for an existing, active session. `refreshToken`
 * is the token to hand out (refresh derives it from the presented one; login draws it at random).
 */
export async function issuePair(
  deps: AuthDeps,
  s: AuthStores,
  session: Session,
  refreshToken: string = deps.crypto.secrets.token(REFRESH_TOKEN_BYTES),
): Promise<AuthTokens> {
  const now = deps.clock.now();
  const refreshEnd = addSeconds(now, deps.config.refreshTokenSeconds);
  const refreshExpiresAt = new Date(
    Math.min(refreshEnd.getTime(), Date.parse(session.expiresAt)),
  ).toISOString();
  await s.refreshTokens.insert({
    hash: deps.crypto.digest.hash(refreshToken),
    sessionId: session.id,
    userId: session.userId,
    issuedAt: now.toISOString(),
    expiresAt: refreshExpiresAt,
    usedAt: null,
  });
  return pairOf(deps, session, { refreshToken, issuedAt: now, refreshExpiresAt });
}

/**
 * The pair a stored refresh token was issued with: the access token is signed with the refresh
 * token's issue time, so the same inputs give the very same pair (refresh's grace period).
 */
export async function pairOf(
  deps: Pick<AuthDeps, 'crypto' | 'config'>,
  session: Session,
  issued: { readonly refreshToken: string; readonly issuedAt: Date; readonly refreshExpiresAt: string },
): Promise<AuthTokens> {
  const expiresAt = addSeconds(issued.issuedAt, deps.config.accessTokenSeconds);
  const auth = authSessionOf(session);
  const accessToken = await deps.crypto.tokens.sign(auth, { issuedAt: issued.issuedAt, expiresAt });
  return {
    accessToken,
    refreshToken: issued.refreshToken,
    xsrfToken: xsrfTokenFor(deps, session.id),
    accessExpiresAt: expiresAt.toISOString(),
    refreshExpiresAt: issued.refreshExpiresAt,
    session: auth,
  };
}

/** Starts a new session (refresh family) for a user in a login mode and issues its first pair. */
export async function startSession(
  deps: AuthDeps,
  s: AuthStores,
  who: {
    readonly userId: string;
    readonly role: TokenRole;
    readonly loginMode: LoginMode;
    /** For a session a partner's code exchange makes. */
    readonly partnerEcosystemId?: string;
  },
): Promise<AuthTokens> {
  const now = deps.clock.now();
  const session: Session = {
    id: deps.ids.next(),
    userId: who.userId,
    role: who.role,
    loginMode: who.loginMode,
    createdAt: now.toISOString(),
    expiresAt: addSeconds(now, deps.config.sessionMaxSeconds).toISOString(),
    revokedAt: null,
    revokedReason: null,
    ...(who.partnerEcosystemId ? { partnerEcosystemId: who.partnerEcosystemId } : {}),
  };
  await s.sessions.insert(session);
  return issuePair(deps, s, session);
}
