/**
 * A fake of the platform's auth and trading HTTP behaviour for the session layer's tests, as a
 * `fetch`: access tokens that expire on its clock, refresh tokens that rotate and end the
 * session when reused, an anti-forgery token per session checked on state-changing calls and
 * sent back with every answer, cookie transport, and switches for the failures the session
 * must survive (no network, a bad gateway, a call that never answers).
 */
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const EXPIRED = { success: false, code: 'AUTH.TOKEN_EXPIRED', error: 'Session expired please login again' };

interface FakeSession {
  access: string;
  accessUntil: number;
  refresh: string;
  spent: Set<string>;
  xsrf: string;
  live: boolean;
}

/** One recorded call. */
export interface Seen {
  readonly method: string;
  readonly path: string;
  readonly headers: Headers;
  readonly body: unknown;
}

export function fakeServer(options: { accessMs?: number } = {}) {
  const accessMs = options.accessMs ?? 15 * 60_000;
  let clock = Date.parse('2026-11-26T12:00:00Z');
  let serial = 0;
  const sessions: FakeSession[] = [];
  const seen: Seen[] = [];
  const server = {
    seen,
    now: () => clock,
    advance: (ms: number) => {
      clock += ms;
    },
    offline: false,
    /** The browser's `ispz_refresh` cookie: set by cookie-transport answers, sent back by the browser. */
    jar: null as string | null,
    /** Status every non-auth call answers with, when set (502, 520 …). */
    failWith: null as number | null,
    /** Status POST /api/auth/refresh answers with, when set. */
    failRefreshWith: null as number | null,
    /** Calls to this path never answer (until aborted). */
    hang: null as string | null,
    /** Ends every session on the server (as an expiry the client cannot see would). */
    revokeAccess() {
      for (const s of sessions) s.accessUntil = clock - 1;
    },
    calls: (path: string) => seen.filter((s) => s.path === path),
    /** Gives every session a new anti-forgery token, announced in the next answers only. */
    rotateXsrf() {
      for (const s of sessions) s.xsrf = `xsrf-rotated-${++serial}`;
    },
  };

  function issue(s: FakeSession, cookie: boolean) {
    serial += 1;
    s.access = `access-${serial}`;
    s.accessUntil = clock + accessMs;
    s.refresh = `refresh-${serial}`;
    s.xsrf = `xsrf-${serial}`;
    const headers: Record<string, string> = { 'x-xsrf-token': s.xsrf };
    if (cookie) server.jar = s.refresh;
    const body = {
      success: true,
      token: s.access,
      ...(cookie ? {} : { refreshToken: s.refresh }),
      tokenExpiresAt: new Date(s.accessUntil).toISOString(),
      refreshTokenExpiresAt: new Date(clock + 30 * 86_400_000).toISOString(),
      user: {
        user_id: 'u1',
        role: 'investor',
        login_mode: { is_business: false, business_id: null, user_role: 'consumer', eid: null },
      },
    };
    return json(200, body, headers);
  }

  function caller(headers: Headers): FakeSession | null {
    const token = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1];
    return sessions.find((s) => s.live && s.access === token && s.accessUntil > clock) ?? null;
  }

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    seen.push({ method: request.method, path: url.pathname, headers: request.headers, body });
    if (server.offline) throw new TypeError('fetch failed');
    if (server.hang === url.pathname) {
      return new Promise((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      );
    }
    const cookieMode = request.headers.get('x-session-transport') === 'cookie';
    const route = `${request.method} ${url.pathname}`;
    if (route === 'POST /api/auth/login') {
      const s: FakeSession = {
        access: '',
        accessUntil: 0,
        refresh: '',
        spent: new Set(),
        xsrf: '',
        live: true,
      };
      sessions.push(s);
      return issue(s, cookieMode);
    }
    if (route === 'POST /api/auth/refresh') {
      if (server.failRefreshWith !== null) return json(server.failRefreshWith, { success: false });
      const given =
        (body as { refreshToken?: string } | undefined)?.refreshToken ??
        (cookieMode ? (server.jar ?? undefined) : undefined);
      if (!given)
        return cookieMode ? json(401, EXPIRED) : json(400, { success: false, error: 'Invalid request' });
      const s = sessions.find((x) => x.refresh === given || x.spent.has(given));
      if (!s?.live) return json(401, EXPIRED);
      if (s.spent.has(given)) {
        s.live = false;
        return json(401, EXPIRED);
      }
      s.spent.add(given);
      return issue(s, cookieMode);
    }
    if (route === 'GET /api/tenants/current') return json(200, { success: true });
    if (server.failWith !== null) return json(server.failWith, { success: false, error: 'Bad gateway' });
    const s = caller(request.headers);
    if (route === 'POST /api/auth/logout') {
      if (request.headers.has('authorization') && !s) return json(401, EXPIRED);
      const token = (body as { refreshToken?: string } | undefined)?.refreshToken;
      const cookie = cookieMode ? server.jar : null;
      for (const x of sessions) if (x === s || x.refresh === token || x.refresh === cookie) x.live = false;
      if (cookieMode) server.jar = null;
      return json(200, { success: true });
    }
    if (!s) return json(401, EXPIRED);
    if (request.method !== 'GET' && request.headers.get('x-xsrf-token') !== s.xsrf) {
      return json(403, { success: false, code: 'AUTH.XSRF_INVALID', error: 'Forbidden' });
    }
    return json(200, { success: true, path: url.pathname }, { 'x-xsrf-token': s.xsrf });
  };
  return Object.assign(server, { fetch: fetch as typeof globalThis.fetch });
}
