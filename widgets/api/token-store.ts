/**
 * The session's tokens, in memory only (never localStorage: spec §9 stores only `ecosystem_uri`
 * there). In `cookie` transport the refresh token is never kept even if an answer carried one.
 */
import type { SessionSnapshot, SessionTransport, TokensAnswer } from './session-types';

/** Holds at most one session's tokens; `version` changes whenever the access token does. */
export interface TokenStore {
  current(): SessionSnapshot | null;
  /** Counts token changes, so a call can tell whether someone refreshed since it was sent. */
  version(): number;
  set(answer: TokensAnswer, xsrfToken: string | null): SessionSnapshot;
  saveXsrf(xsrfToken: string): void;
  clear(): void;
}

/** A new, empty store for `transport`. */
export function createTokenStore(transport: SessionTransport): TokenStore {
  let snapshot: SessionSnapshot | null = null;
  let version = 0;
  return {
    current: () => snapshot,
    version: () => version,
    set(answer, xsrfToken) {
      version += 1;
      snapshot = {
        token: answer.token,
        tokenExpiresAt: answer.tokenExpiresAt,
        refreshToken: transport === 'body' ? (answer.refreshToken ?? null) : null,
        refreshTokenExpiresAt: answer.refreshTokenExpiresAt,
        xsrfToken: xsrfToken ?? snapshot?.xsrfToken ?? null,
        user: answer.user,
      };
      return snapshot;
    },
    saveXsrf(xsrfToken) {
      if (snapshot && snapshot.xsrfToken !== xsrfToken) snapshot = { ...snapshot, xsrfToken };
    },
    clear() {
      if (snapshot) version += 1;
      snapshot = null;
    },
  };
}

/** True when `answer` is a token answer (the body of a login, signup, refresh or context switch). */
export function isTokensAnswer(answer: unknown): answer is TokensAnswer {
  if (typeof answer !== 'object' || answer === null) return false;
  const a = answer as Record<string, unknown>;
  return (
    a.success === true &&
    typeof a.token === 'string' &&
    typeof a.tokenExpiresAt === 'string' &&
    typeof a.user === 'object' &&
    a.user !== null
  );
}
