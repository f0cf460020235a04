// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSession } from './session';
import { sessionOnFakeServer } from './testing/session-kit';

/**
 * Cookie transport (the same-origin site): the refresh token stays in the server's HttpOnly
 * cookie, so the script never holds it; and no transport writes a secret to web storage.
 */
describe('a session in cookie transport', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for the cookie on the auth calls and never keeps a refresh token', async () => {
    const { server, session, login } = sessionOnFakeServer({ transport: 'cookie' });
    await login();
    expect(server.calls('/api/auth/login')[0]!.headers.get('x-session-transport')).toBe('cookie');
    expect(server.jar).toBe('refresh-1');
    expect(session.snapshot()).toMatchObject({ token: 'access-1', refreshToken: null, xsrfToken: 'xsrf-1' });
  });

  it('refreshes an expired token with the header and the browser’s cookie, sending no token itself', async () => {
    const { server, session, api, login } = sessionOnFakeServer({ transport: 'cookie' });
    await login();
    server.advance(16 * 60_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.GET('/auth/verify/token')));
    expect(answers.map((a) => a.response.status)).toEqual(Array(10).fill(200));
    const refreshes = server.calls('/api/auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.headers.get('x-session-transport')).toBe('cookie');
    expect(refreshes[0]!.body).toEqual({});
    expect(session.snapshot()).toMatchObject({ token: 'access-2', refreshToken: null });
  });

  it('signs back in from the cookie after a page load, and logs out through it', async () => {
    const { server, login } = sessionOnFakeServer({ transport: 'cookie' });
    await login();
    const reloaded = createSession({
      baseUrl: '',
      transport: 'cookie',
      fetch: server.fetch,
      now: server.now,
    });
    const logins: unknown[] = [];
    reloaded.events.on('login', (e) => logins.push(e.detail));
    expect(await reloaded.restore()).toBe(true);
    expect(logins).toEqual([expect.objectContaining({ token: 'access-2', refreshToken: null })]);
    await reloaded.logout();
    expect(server.calls('/api/auth/logout')[0]!.headers.get('x-session-transport')).toBe('cookie');
    expect(server.jar).toBeNull();
    expect(await reloaded.restore()).toBe(false);
  });

  it('skips the refresh call on load when the page says no session can be restored', async () => {
    const { server, login } = sessionOnFakeServer({ transport: 'cookie' });
    await login();
    const reloaded = (signedIn: boolean) =>
      createSession({
        baseUrl: '',
        transport: 'cookie',
        fetch: server.fetch,
        now: server.now,
        mayRestore: () => signedIn,
      });
    expect(await reloaded(false).restore()).toBe(false);
    expect(server.calls('/api/auth/refresh')).toHaveLength(0);
    expect(await reloaded(true).restore()).toBe(true);
    expect(server.calls('/api/auth/refresh')).toHaveLength(1);
  });

  it.each(['body', 'cookie'] as const)('writes nothing to web storage in %s transport', async (transport) => {
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    const { server, session, api, login } = sessionOnFakeServer({ transport });
    await login();
    server.advance(16 * 60_000);
    await api.GET('/auth/verify/token');
    await session.logout();
    expect(writes).not.toHaveBeenCalled();
    expect(localStorage.length + sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });
});
