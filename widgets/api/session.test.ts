import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/errors/messages';
import { sessionOnFakeServer } from './testing/session-kit';

/** The session in a page's life: sign-in, calls with its tokens, refresh, logout (spec §4, §7). */
describe('a session', () => {
  it('takes in the tokens of a sign-in, announces it, and sends bearer and anti-forgery tokens on every call', async () => {
    const { server, session, api, of, login } = sessionOnFakeServer();
    await login();
    expect(session.isAuthenticated()).toBe(true);
    expect(session.snapshot()).toMatchObject({
      token: 'access-1',
      refreshToken: 'refresh-1',
      xsrfToken: 'xsrf-1',
    });
    expect(of('login')).toHaveLength(1);
    const { data } = await api.POST('/place_bid', { body: { bidId: 'b1', bidderId: 'u1', amount: 100 } });
    expect(data).toMatchObject({ success: true });
    const sent = server.calls('/api/place_bid')[0]!.headers;
    expect(sent.get('authorization')).toBe('Bearer access-1');
    expect(sent.get('x-xsrf-token')).toBe('xsrf-1');
  });

  it('saves the anti-forgery token an answer carries and sends the newest one', async () => {
    const { server, session, api, login } = sessionOnFakeServer();
    await login();
    server.rotateXsrf();
    const stale = await api.POST('/place_bid', { body: { bidId: 'b1', bidderId: 'u1', amount: 1 } });
    expect(stale.response.status).toBe(403);
    await api.GET('/auth/verify/token');
    expect(session.snapshot()?.xsrfToken).toMatch(/^xsrf-rotated-/);
    const fresh = await api.POST('/place_bid', { body: { bidId: 'b1', bidderId: 'u1', amount: 1 } });
    expect(fresh.response.status).toBe(200);
  });

  it('refreshes once for ten calls that meet an expired access token', async () => {
    const { server, session, api, login } = sessionOnFakeServer();
    await login();
    server.advance(16 * 60_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.GET('/auth/verify/token')));
    expect(answers.map((a) => a.response.status)).toEqual(Array(10).fill(200));
    expect(server.calls('/api/auth/refresh')).toHaveLength(1);
    expect(server.calls('/api/auth/refresh')[0]!.body).toEqual({ refreshToken: 'refresh-1' });
    expect(session.snapshot()).toMatchObject({
      token: 'access-2',
      refreshToken: 'refresh-2',
      xsrfToken: 'xsrf-2',
    });
  });

  it('refreshes once and retries when ten calls meet a 401 the client could not foresee', async () => {
    const { server, api, of, login } = sessionOnFakeServer();
    await login();
    server.revokeAccess();
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.GET('/auth/verify/token')));
    expect(answers.map((a) => a.response.status)).toEqual(Array(10).fill(200));
    expect(server.calls('/api/auth/refresh')).toHaveLength(1);
    expect(server.calls('/api/auth/verify/token')).toHaveLength(20);
    expect(of('session-expired')).toEqual([]);
  });

  it('on a 401 it cannot refresh past: session-expired with the spec text, then logout', async () => {
    const { server, session, api, of, login } = sessionOnFakeServer();
    await login();
    server.revokeAccess();
    await api.POST('/auth/logout', { body: { refreshToken: 'refresh-1' } });
    server.revokeAccess();
    const { error, response } = await api.GET('/auth/verify/token');
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ error: MESSAGES.sessionExpired });
    expect(of('session-expired')).toEqual([
      { type: 'session-expired', detail: { message: 'Session expired please login again' } },
    ]);
    expect(of('logout')).toEqual([{ type: 'logout', detail: { reason: 'expired' } }]);
    expect(session.isAuthenticated()).toBe(false);
  });

  it('logs out on the server with its tokens and forgets them', async () => {
    const { server, session, of, login } = sessionOnFakeServer();
    await login();
    await session.logout();
    const call = server.calls('/api/auth/logout')[0]!;
    expect(call.headers.get('authorization')).toBe('Bearer access-1');
    expect(call.headers.get('x-xsrf-token')).toBe('xsrf-1');
    expect(call.body).toEqual({ refreshToken: 'refresh-1' });
    expect(session.snapshot()).toBeNull();
    expect(of('logout')).toEqual([{ type: 'logout', detail: { reason: 'user' } }]);
  });

  it('ends the session on the server even when its access token already expired', async () => {
    const { server, session, login } = sessionOnFakeServer();
    await login();
    server.advance(16 * 60_000);
    await session.logout();
    const [withBearer, alone] = server.calls('/api/auth/logout');
    expect(withBearer!.headers.get('authorization')).toBe('Bearer access-1');
    expect(alone!.headers.get('authorization')).toBeNull();
    expect(alone!.body).toEqual({ refreshToken: 'refresh-1' });
    const reuse = await server.fetch('https://platform.example/api/auth/refresh', {
      method: 'POST',
      body: JSON.stringify({ refreshToken: 'refresh-1' }),
    });
    expect(reuse.status).toBe(401);
  });

  it.each([
    ['a 401', (server: ReturnType<typeof sessionOnFakeServer>['server']) => server.revokeAccess()],
    [
      'an expired token',
      (server: ReturnType<typeof sessionOnFakeServer>['server']) => server.advance(16 * 60_000),
    ],
  ])('announces the end once when ten calls meet %s and the refresh is refused', async (_what, meet) => {
    const { server, api, of, login } = sessionOnFakeServer();
    await login();
    await server.fetch('https://platform.example/api/auth/logout', {
      method: 'POST',
      body: JSON.stringify({ refreshToken: 'refresh-1' }),
    });
    meet(server);
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.GET('/auth/verify/token')));
    expect(answers.map((a) => a.response.status)).toEqual(Array(10).fill(401));
    expect(server.calls('/api/auth/refresh')).toHaveLength(1);
    expect(of('session-expired')).toHaveLength(1);
    expect(of('logout')).toHaveLength(1);
  });
});
