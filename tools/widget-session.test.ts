/**
 * The widgets' session layer against the real server: the Hono app of the auth routes (on the
 * in-memory, SQLite and PostgreSQL worlds) as the session's fetch. Sign in, call, outlive the
 * access token, refresh, log out — in body transport (partner pages) and cookie transport (the
 * site, with a cookie jar standing in for the browser). Lives in tools/ because it joins the
 * two sides the dependency rule keeps apart (widgets never import adapters).
 */
import { describe, expect, it } from 'vitest';
import { kyselyAuthWorld } from '../adapters/db/auth/testing/kysely-auth-world';
import { reusedDatabase } from '../adapters/db/auth/testing/reused-database';
import { testDatabases } from '../adapters/db/testing/test-databases';
import { authClient, person } from '../adapters/http/auth/testing/auth-client';
import {
  type MakeAuthWorld,
  memoryAuthWorld,
  testAuthCrypto,
} from '../adapters/http/auth/testing/auth-world';
import { createApiClient, createSession, type SessionTransport } from '../widgets/api';

const worlds: [string, MakeAuthWorld][] = [
  ['memory', memoryAuthWorld],
  ...testDatabases().map((b): [string, MakeAuthWorld] => {
    const open = reusedDatabase(b);
    return [b.name, () => kyselyAuthWorld({ name: b.name, open }, testAuthCrypto())];
  }),
];

/** `app.request` as a browser would call it: the refresh cookie kept and sent back on /api/auth. */
function browserFetch(app: { request: (r: Request) => Response | Promise<Response> }) {
  let jar: string | null = null;
  const paths: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    paths.push(new URL(request.url).pathname);
    if (jar && new URL(request.url).pathname.startsWith('/api/auth')) {
      request.headers.set('cookie', `ispz_refresh=${jar}`);
    }
    const res = await app.request(request);
    for (const line of res.headers.getSetCookie()) {
      const [, value] = /^ispz_refresh=([^;]*)/.exec(line) ?? [];
      if (value !== undefined) jar = /Max-Age=0/.test(line) ? null : value;
    }
    return res;
  };
  return { fetch: fetch as typeof globalThis.fetch, paths, cookie: () => jar };
}

describe.each(worlds)('the widgets’ session against the server (%s)', (_name, make) => {
  it.each(['body', 'cookie'] satisfies SessionTransport[])(
    'signs in, calls, refreshes past an expired token and logs out in %s transport',
    async (transport) => {
      const world = await make();
      try {
        const server = authClient(world);
        const form = person();
        await server.signUp(form);
        const browser = browserFetch(server.app);
        const now = () => world.deps.clock.now().getTime();
        const session = createSession({ baseUrl: 'http://localhost', transport, fetch: browser.fetch, now });
        const api = createApiClient({ session, fetch: browser.fetch });
        const expired: string[] = [];
        session.events.on('session-expired', (e) => expired.push(e.detail.message));

        const login = await api.POST('/auth/login', {
          body: { username: form.email, password: form.password },
        });
        expect(login.response.status).toBe(200);
        const first = session.snapshot()!;
        expect(first.xsrfToken).toEqual(expect.any(String));
        expect(first.refreshToken === null).toBe(transport === 'cookie');
        expect(browser.cookie() === null).toBe(transport === 'body');

        expect((await api.GET('/auth/verify/token')).data).toMatchObject({ valid: true });
        const switched = await api.POST('/auth/loginmode', { body: { is_business: false } });
        expect(switched.response.status).toBe(200);

        world.advance(16 * 60_000);
        const later = await Promise.all([1, 2, 3].map(() => api.GET('/auth/verify/token')));
        expect(later.map((r) => r.response.status)).toEqual([200, 200, 200]);
        expect(browser.paths.filter((p) => p === '/api/auth/refresh')).toHaveLength(1);
        const refreshed = session.snapshot()!;
        expect(refreshed.token).not.toBe(first.token);

        if (transport === 'cookie') {
          // A page load: a new session finds its way back in through the cookie alone.
          const reloaded = createSession({
            baseUrl: 'http://localhost',
            transport,
            fetch: browser.fetch,
            now,
          });
          expect(await reloaded.restore()).toBe(true);
          expect(reloaded.snapshot()).toMatchObject({ user: first.user, refreshToken: null });
        }
        await session.logout();
        expect(session.snapshot()).toBeNull();
        expect(browser.cookie()).toBeNull();
        expect((await server.get('/auth/verify/token', { token: refreshed.token })).status).toBe(401);
        if (refreshed.refreshToken) {
          expect((await server.post('/auth/refresh', { refreshToken: refreshed.refreshToken })).status).toBe(
            401,
          );
        }
        expect(expired).toEqual([]);
      } finally {
        await world.close();
      }
    },
  );
});
