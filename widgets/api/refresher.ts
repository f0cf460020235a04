/**
 * Refresh with rotation, single-flight: however many calls find the access token expired at
 * once, one POST /api/auth/refresh is made and all of them wait for it. Two refreshes with the
 * same token would look like a stolen token to the server, which then ends the whole session.
 */
import { ApiNetworkError, isNetworkFailure } from './api-errors';
import type { SessionTransport } from './session-types';
import type { TokenStore } from './token-store';
import { isTokensAnswer } from './token-store';
import { COOKIE_TRANSPORT, SESSION_TRANSPORT_HEADER, XSRF_HEADER } from './transport';

/** `refused`: the session is over (401/400); `failed`: the server could not say (5xx). */
export type RefreshOutcome = 'refreshed' | 'refused' | 'failed';

export interface Refresher {
  /** Joins the refresh in flight, or starts one. Throws ApiNetworkError when offline. */
  refresh(): Promise<RefreshOutcome>;
  /** The HTTP status of the last failed refresh (for the bad-gateway event). */
  lastStatus(): number | null;
}

export interface RefresherDeps {
  readonly apiUrl: string;
  readonly fetch: typeof fetch;
  readonly transport: SessionTransport;
  readonly store: TokenStore;
}

/** A single-flight refresher over `deps.store`. */
export function createRefresher(deps: RefresherDeps): Refresher {
  let inFlight: Promise<RefreshOutcome> | null = null;
  let status: number | null = null;

  async function run(): Promise<RefreshOutcome> {
    const cookie = deps.transport === 'cookie';
    const refreshToken = deps.store.current()?.refreshToken ?? null;
    if (!cookie && refreshToken === null) return 'refused';
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (cookie) headers[SESSION_TRANSPORT_HEADER] = COOKIE_TRANSPORT;
    let res: Response;
    try {
      res = await deps.fetch(`${deps.apiUrl}/auth/refresh`, {
        method: 'POST',
        headers,
        credentials: 'same-origin',
        body: JSON.stringify(cookie ? {} : { refreshToken }),
      });
    } catch (error) {
      throw isNetworkFailure(error) ? new ApiNetworkError(error) : error;
    }
    status = res.status;
    if (res.ok) {
      const answer: unknown = await res.json();
      if (!isTokensAnswer(answer)) return 'failed';
      deps.store.set(answer, res.headers.get(XSRF_HEADER));
      return 'refreshed';
    }
    return res.status >= 500 ? 'failed' : 'refused';
  }

  return {
    refresh() {
      inFlight ??= run().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    lastStatus: () => status,
  };
}
