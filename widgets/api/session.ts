/**
 * A browser session over the platform's API (spec §4 Auth, §7): tokens in memory, the
 * single-flight refresher, connectivity watching and the typed events, put together and
 * applied to a client by `session.middleware`. One session per signed-in page (or widget).
 *
 * @example
 * const session = createSession({ baseUrl: 'https://platform.example' });
 * session.events.on('session-expired', (e) => toast(e.detail.message));
 * const api = createApiClient({ session });
 */
import { GENERAL_MESSAGES } from '../../core/errors/general-messages';
import { ApiNetworkError, isNetworkFailure } from './api-errors';
import { createConnectivity } from './connectivity';
import { createRefresher } from './refresher';
import { SessionEvents } from './session-events';
import { sessionMiddleware } from './session-middleware';
import type { Session, SessionOptions } from './session-types';
import { createTokenStore } from './token-store';
import { COOKIE_TRANSPORT, SESSION_TRANSPORT_HEADER, XSRF_HEADER } from './transport';

/** spec §9: connectivity poll every 2 s; §7: post time-out 600000 ms. */
export const POLL_MS = 2_000;
export const POST_TIMEOUT_MS = 600_000;

/** A new signed-out session; see `SessionOptions` for the defaults. */
export function createSession(options: SessionOptions): Session {
  const transport = options.transport ?? 'body';
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const apiUrl = `${baseUrl}/api`;
  const events = new SessionEvents();
  const store = createTokenStore(transport);
  const refresher = createRefresher({ apiUrl, fetch: baseFetch, transport, store });
  const probe = async () => {
    try {
      await baseFetch(`${baseUrl}${options.probePath ?? '/api/tenants/current'}`, { method: 'GET' });
      return true;
    } catch {
      return false;
    }
  };
  const connectivity = createConnectivity(events, probe, options.pollMs ?? POLL_MS);

  function drop(reason: 'user' | 'expired') {
    const had = store.current() !== null;
    store.clear();
    if (had) events.emit('logout', { reason });
  }

  function expire() {
    events.emit('session-expired', { message: GENERAL_MESSAGES.sessionExpired });
    drop('expired');
  }

  const middleware = sessionMiddleware({
    transport,
    store,
    refresher,
    connectivity,
    events,
    now: options.now ?? Date.now,
    postTimeoutMs: options.postTimeoutMs ?? POST_TIMEOUT_MS,
    expire,
  });

  /** POST /auth/logout, with the bearer and anti-forgery tokens or with the refresh token alone. */
  function postLogout(withBearer: boolean) {
    const tokens = store.current();
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (tokens && withBearer) headers.Authorization = `Bearer ${tokens.token}`;
    if (tokens?.xsrfToken && withBearer) headers[XSRF_HEADER] = tokens.xsrfToken;
    if (transport === 'cookie') headers[SESSION_TRANSPORT_HEADER] = COOKIE_TRANSPORT;
    const body = tokens?.refreshToken ? { refreshToken: tokens.refreshToken } : {};
    const init = { method: 'POST', headers, credentials: 'same-origin' as const, body: JSON.stringify(body) };
    return baseFetch(`${apiUrl}/auth/logout`, init);
  }

  /**
   * Ends the session on the server. An access token that already expired gets a 401, so the
   * refresh token (or the cookie) alone ends it then — else it would outlive the logout.
   */
  async function logoutOnServer() {
    const tokens = store.current();
    if (!tokens && transport === 'body') return;
    try {
      const res = await postLogout(true);
      if (res.status === 401 && tokens && (tokens.refreshToken || transport === 'cookie'))
        await postLogout(false);
    } catch (error) {
      // Offline: the tokens are dropped here all the same and expire on the server.
      if (!isNetworkFailure(error)) throw error;
    }
  }

  return {
    transport,
    baseUrl,
    events,
    middleware,
    snapshot: () => store.current(),
    isAuthenticated: () => store.current() !== null,
    adopt(answer, xsrfToken) {
      events.emit('login', store.set(answer, xsrfToken));
    },
    async refresh() {
      try {
        const outcome = await refresher.refresh();
        if (outcome === 'refused' && store.current()) expire();
        return outcome === 'refreshed';
      } catch (error) {
        if (error instanceof ApiNetworkError) connectivity.lost();
        throw error;
      }
    },
    async restore() {
      if (transport !== 'cookie') return store.current() !== null;
      if (options.mayRestore && !options.mayRestore()) return false;
      const outcome = await refresher.refresh();
      const tokens = store.current();
      if (outcome === 'refreshed' && tokens) events.emit('login', tokens);
      return outcome === 'refreshed';
    },
    async logout() {
      await logoutOnServer();
      drop('user');
    },
    dispose: () => connectivity.stop(),
  };
}
