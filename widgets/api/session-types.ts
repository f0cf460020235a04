/**
 * The session's public shapes: how a client asks for tokens (the transport), what a sign-in
 * answer carries, and what a page may read back. Tokens live in memory only; in `cookie`
 * transport the refresh token is an HttpOnly cookie the script never sees.
 */
import type { Middleware } from 'openapi-fetch';
import type { components } from './schema.gen';
import type { SessionEvents } from './session-events';

/**
 * `body`: partner pages and API clients — the refresh token comes in the answer and is kept in
 * memory. `cookie`: the same-origin site — the server keeps it in an HttpOnly, Secure,
 * SameSite=Strict cookie limited to /api/auth.
 */
export type SessionTransport = 'body' | 'cookie';

/** A token answer of the server (login, signup, OTP login, refresh, context switch). */
export type TokensAnswer = components['schemas']['Tokens'];

/** The user a session belongs to (spec §3 session token: user_id, role, login_mode). */
export type SessionUser = TokensAnswer['user'];

/** What a page may read of the current session (`ispz:login` hands this to the host page). */
export interface SessionSnapshot {
  readonly token: string;
  readonly tokenExpiresAt: string;
  /** Only in `body` transport; in `cookie` transport it never reaches the script. */
  readonly refreshToken: string | null;
  readonly refreshTokenExpiresAt: string;
  readonly xsrfToken: string | null;
  readonly user: SessionUser;
}

export interface SessionOptions {
  /** The platform's origin ('' for the same origin); calls go to `${baseUrl}/api/…`. */
  readonly baseUrl: string;
  /** Default `body`. */
  readonly transport?: SessionTransport;
  /** Default `globalThis.fetch` (tests pass a fake or `app.request`). */
  readonly fetch?: typeof fetch;
  /** Default `Date.now`; decides when the access token counts as expired. */
  readonly now?: () => number;
  /** The cheap public GET polled while offline. Default `/api/tenants/current`. */
  readonly probePath?: string;
  /** Default 2000 ms (spec §9 connectivity poll). */
  readonly pollMs?: number;
  /** Default 600000 ms (spec §7/§9 post timeout), for every state-changing call. */
  readonly postTimeoutMs?: number;
  /**
   * Cookie transport: whether a refresh cookie may exist at all (the site reads the server's
   * script-readable `ispz_signed_in` marker); when false, `restore()` answers false without a
   * call. Default: always try.
   */
  readonly mayRestore?: () => boolean;
}

/** A signed-in (or not yet) browser session over the platform's API. */
export interface Session {
  readonly transport: SessionTransport;
  readonly baseUrl: string;
  readonly events: SessionEvents;
  /** The openapi-fetch middleware that applies the session to every call of a client. */
  readonly middleware: Middleware;
  /** The current tokens, or null when signed out. */
  snapshot(): SessionSnapshot | null;
  isAuthenticated(): boolean;
  /** Takes in a token answer (the middleware does this for every auth answer by itself). */
  adopt(answer: TokensAnswer, xsrfToken: string | null): void;
  /** Trades the refresh token for a new pair; concurrent callers share one request. */
  refresh(): Promise<boolean>;
  /** Cookie transport: signs back in from the refresh cookie after a page load. */
  restore(): Promise<boolean>;
  /** Ends the session on the server and in memory; emits `logout`. */
  logout(): Promise<void>;
  /** Stops the offline poll and forgets listeners' timers. */
  dispose(): void;
}
