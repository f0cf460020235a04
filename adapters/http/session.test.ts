import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { loginWithPassword } from '../../core/auth/login-password';
import { logout } from '../../core/auth/logout';
import { memoryAuth } from '../../core/auth/testing/memory-auth';
import { unwrap } from '../../core/errors/result';
import type { Actor } from '../../core/permissions/actor';
import { testAuthCrypto } from './auth/testing/auth-world';
import type { AppEnv } from './router';
import { bearerToken, isStateChanging, requireSession, withActor, XSRF_HEADER } from './session';

async function world() {
  const auth = memoryAuth({ crypto: testAuthCrypto() });
  await auth.addUser({ email: 'asha@example.test', password: 'Secret@2026' });
  const tokens = unwrap(
    await loginWithPassword(auth.deps, { username: 'asha@example.test', password: 'Secret@2026' }),
  );
  const resolve = vi.fn(
    async (s: AppEnv['Variables']['session']): Promise<Actor> => ({
      userId: s.userId,
      role: s.role,
      persona: 'lender',
      name: 'Asha',
    }),
  );
  const app = new Hono<AppEnv>();
  app.use('/private/*', requireSession(auth.deps));
  app.on(['GET', 'POST', 'HEAD', 'OPTIONS'], '/private/me', (c) => c.json({ userId: c.var.session.userId }));
  app.get('/private/actor', withActor(resolve), (c) => c.json(c.var.actor));
  app.get('/open/actor', withActor(resolve), (c) => c.json(c.var.actor));
  app.onError((_, c) => c.json({ success: false }, 500));
  const call = (method: string, path: string, headers: Record<string, string> = {}) =>
    app.request(path, { method, headers });
  return { auth, tokens, resolve, call, bearer: { authorization: `Bearer ${tokens.accessToken}` } };
}

describe('requireSession', () => {
  it("answers 401 'Session expired please login again' without a bearer token", async () => {
    const w = await world();
    const cases: Record<string, string>[] = [
      {},
      { authorization: `Basic ${w.tokens.accessToken}` },
      { authorization: 'Bearer' },
    ];
    for (const headers of cases) {
      const res = await w.call('GET', '/private/me', headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ success: false, error: 'Session expired please login again' });
    }
  });

  it('admits a live session on safe methods and sends its anti-forgery token back', async () => {
    const w = await world();
    const res = await w.call('GET', '/private/me', w.bearer);
    expect(await res.json()).toEqual({ userId: w.tokens.session.userId });
    expect(res.headers.get(XSRF_HEADER)).toBe(w.tokens.xsrfToken);
    expect((await w.call('HEAD', '/private/me', w.bearer)).status).toBe(200);
    expect((await w.call('OPTIONS', '/private/me', w.bearer)).status).toBe(200);
  });

  it('needs the anti-forgery token of the same session on state-changing calls', async () => {
    const w = await world();
    const missing = await w.call('POST', '/private/me', w.bearer);
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ code: 'AUTH.XSRF_INVALID' });
    expect((await w.call('POST', '/private/me', { ...w.bearer, [XSRF_HEADER]: 'forged' })).status).toBe(403);
    expect(
      (await w.call('POST', '/private/me', { ...w.bearer, [XSRF_HEADER]: w.tokens.xsrfToken })).status,
    ).toBe(200);
  });

  it('refuses a revoked session at once, before its access token expires', async () => {
    const w = await world();
    await logout(w.auth.deps, { sessionId: w.tokens.session.sessionId });
    const res = await w.call('GET', '/private/me', w.bearer);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'AUTH.SESSION_REVOKED' });
  });
});

describe('withActor', () => {
  it('resolves the actor from the session with the injected resolver', async () => {
    const w = await world();
    const res = await w.call('GET', '/private/actor', w.bearer);
    expect(await res.json()).toEqual({
      userId: w.tokens.session.userId,
      role: 'consumer',
      persona: 'lender',
      name: 'Asha',
    });
    expect(w.resolve).toHaveBeenCalledWith(w.tokens.session);
  });

  it('fails loudly when mounted without requireSession', async () => {
    const w = await world();
    expect((await w.call('GET', '/open/actor', w.bearer)).status).toBe(500);
    expect(w.resolve).not.toHaveBeenCalled();
  });
});

describe('header helpers', () => {
  it('reads any bearer token back, whatever the scheme case and surrounding blanks', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[\x21-\x7e]{1,100}$/),
        fc.constantFrom('Bearer', 'bearer', 'BEARER'),
        (t, scheme) => {
          expect(bearerToken(`${scheme} ${t}`)).toBe(t);
          expect(bearerToken(`${scheme}\t${t}  `)).toBe(t);
        },
      ),
    );
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
  });

  it('treats only GET, HEAD and OPTIONS as safe', () => {
    expect(['GET', 'head', 'OPTIONS'].map(isStateChanging)).toEqual([false, false, false]);
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].map(isStateChanging)).toEqual([true, true, true, true]);
  });
});
