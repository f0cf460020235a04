/**
 * The session applied to every call of an openapi-fetch client (spec §7): bearer token and
 * `X-XSRF-TOKEN` out, the newest anti-forgery token in; an expired token refreshed first (one
 * refresh for many calls) and a 401 retried once after a refresh, else 'Session expired please
 * login again' and logout; 502/520 → 'Something is not right'; no network → 'Internet
 * connection lost' and the poll; state-changing calls time out after 600000 ms; a retry here
 * resends the very same request (an Idempotency-Key included: `./idempotency.ts`).
 */
import type { Middleware } from 'openapi-fetch';
import { GENERAL_MESSAGES } from '../../core/errors/general-messages';
import { ApiNetworkError, ApiTimeoutError, isNetworkFailure, isTimeout } from './api-errors';
import { browserSaysOnline, type Connectivity } from './connectivity';
import type { Refresher } from './refresher';
import type { SessionEvents } from './session-events';
import type { SessionTransport } from './session-types';
import { isTokensAnswer, type TokenStore } from './token-store';
import * as T from './transport';

export interface MiddlewareDeps {
  readonly transport: SessionTransport;
  readonly store: TokenStore;
  readonly refresher: Refresher;
  readonly connectivity: Connectivity;
  readonly events: SessionEvents;
  readonly now: () => number;
  readonly postTimeoutMs: number;
  /** Drops the tokens after a refusal: emits `session-expired` and `logout`. */
  readonly expire: () => void;
}

/** How long before its expiry an access token is refreshed rather than sent. */
export const EXPIRY_MARGIN_MS = 5_000;
const isAuthPath = (schemaPath: string) => schemaPath.startsWith('/auth/');

/** The middleware for `deps`; `createSession` builds it once per session. */
export function sessionMiddleware(deps: MiddlewareDeps): Middleware {
  const { store } = deps;
  /** Per call: an untouched copy to resend, whether it began signed in, the token version it was sent with. */
  const sent = new Map<string, { copy: Request; signedIn: boolean; version: number }>();

  const signed = (request: Request, schemaPath: string) =>
    T.signRequest(
      request,
      store.current(),
      deps.transport === 'cookie' && isAuthPath(schemaPath),
      deps.postTimeoutMs,
    );

  async function freshTokens(schemaPath: string) {
    const tokens = store.current();
    if (!tokens || schemaPath === '/auth/refresh') return;
    if (Date.parse(tokens.tokenExpiresAt) - deps.now() > EXPIRY_MARGIN_MS) return;
    const outcome = await refreshOrOffline();
    if (outcome === 'refused' && store.current() !== null) deps.expire();
  }

  async function refreshOrOffline() {
    try {
      const outcome = await deps.refresher.refresh();
      const status = deps.refresher.lastStatus();
      if (outcome === 'failed' && (status === 502 || status === 520)) badGateway(status);
      return outcome;
    } catch (error) {
      if (error instanceof ApiNetworkError) deps.connectivity.lost();
      throw error;
    }
  }

  function badGateway(status: number) {
    deps.events.emit('bad-gateway', { message: GENERAL_MESSAGES.somethingIsNotRight, status });
  }

  function inspect(response: Response) {
    deps.connectivity.reached();
    const xsrf = response.headers.get(T.XSRF_HEADER);
    if (xsrf) store.saveXsrf(xsrf);
    if (response.status === 502 || response.status === 520) badGateway(response.status);
  }

  async function adoptTokens(response: Response, schemaPath: string) {
    if (!response.ok || !isAuthPath(schemaPath) || schemaPath === '/auth/refresh') return;
    if (!(response.headers.get('content-type') ?? '').includes('json')) return;
    const answer: unknown = await response.clone().json();
    if (!isTokensAnswer(answer)) return;
    const snapshot = store.set(answer, response.headers.get(T.XSRF_HEADER));
    deps.events.emit('login', snapshot);
  }

  return {
    async onRequest({ request, schemaPath, id }) {
      if (!browserSaysOnline()) {
        deps.connectivity.lost();
        throw new ApiNetworkError();
      }
      const signedIn = store.current() !== null;
      await freshTokens(schemaPath);
      sent.set(id, { copy: request.clone(), signedIn, version: store.version() });
      return signed(request, schemaPath);
    },

    async onResponse({ response, schemaPath, id, options }) {
      const call = sent.get(id);
      sent.delete(id);
      inspect(response);
      if (response.status !== 401 || schemaPath === '/auth/refresh') {
        await adoptTokens(response, schemaPath);
        return response;
      }
      // A call made without a session still hears the spec's 401 event; nothing is dropped.
      if (!call?.signedIn) {
        deps.expire();
        return response;
      }
      // The session ended (and was announced) while this call was out: nothing more to say.
      if (store.current() === null) return response;
      const outcome = store.version() !== call.version ? 'refreshed' : await refreshOrOffline();
      if (outcome === 'failed') return response;
      if (outcome === 'refreshed') {
        const retried = await options.fetch(signed(call.copy, schemaPath));
        inspect(retried);
        if (retried.status !== 401) return retried;
      }
      // Of many calls refused together, the first ends the session; the others find it ended.
      if (store.current() !== null) deps.expire();
      return response;
    },

    onError({ error, id }) {
      sent.delete(id);
      if (isTimeout(error)) return new ApiTimeoutError(error);
      if (isNetworkFailure(error)) {
        deps.connectivity.lost();
        return new ApiNetworkError(error);
      }
      return undefined;
    },
  };
}
