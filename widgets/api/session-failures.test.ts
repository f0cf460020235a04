import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorText } from '../../core/errors/error-text';
import { ApiNetworkError, ApiTimeoutError } from './api-errors';
import { sessionOnFakeServer } from './testing/session-kit';

/** What a page sees when the server or the network fails (spec §4 Connectivity, §7, §8, §9). */
describe('a session when things fail', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([502, 520])('announces a %i as a bad gateway with "Something is not right"', async (status) => {
    const { server, api, of, login } = sessionOnFakeServer();
    await login();
    server.failWith = status;
    const { response } = await api.GET('/auth/verify/token');
    expect(response.status).toBe(status);
    expect(of('bad-gateway')).toEqual([
      { type: 'bad-gateway', detail: { message: 'Something is not right', status } },
    ]);
  });

  it('announces a bad gateway met while refreshing, and keeps the session', async () => {
    const { server, session, api, of, login } = sessionOnFakeServer();
    await login();
    server.revokeAccess();
    server.failRefreshWith = 502;
    const { response } = await api.GET('/auth/verify/token');
    expect(response.status).toBe(401);
    expect(of('bad-gateway')).toEqual([
      { type: 'bad-gateway', detail: { message: 'Something is not right', status: 502 } },
    ]);
    expect(of('session-expired')).toEqual([]);
    expect(session.isAuthenticated()).toBe(true);
  });

  it('does not call other failures a bad gateway', async () => {
    const { server, api, of, login } = sessionOnFakeServer();
    await login();
    server.failWith = 500;
    await api.GET('/auth/verify/token');
    expect(of('bad-gateway')).toEqual([]);
  });

  it('offline: fails the call with "Internet connection lost", polls every 2 s, and says when it is back', async () => {
    vi.useFakeTimers();
    const { server, session, api, of, login } = sessionOnFakeServer();
    await login();
    server.offline = true;
    const failed = api.GET('/auth/verify/token');
    await expect(failed).rejects.toBeInstanceOf(ApiNetworkError);
    await expect(failed).rejects.toThrow('Internet connection lost');
    expect(errorText(await failed.catch((e: unknown) => e))).toBe('Internet connection lost');
    await expect(api.GET('/auth/verify/token')).rejects.toBeInstanceOf(ApiNetworkError);
    expect(of('offline')).toEqual([{ type: 'offline', detail: { message: 'Internet connection lost' } }]);

    const probes = () => server.calls('/api/tenants/current').length;
    await vi.advanceTimersByTimeAsync(1_999);
    expect(probes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(probes()).toBe(1);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(probes()).toBe(3);
    expect(of('online')).toEqual([]);

    server.offline = false;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(of('online')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probes()).toBe(4);
    expect(session.isAuthenticated()).toBe(true);
    session.dispose();
  });

  it('fails fast when the browser knows it is offline', async () => {
    const { server, api, of } = sessionOnFakeServer();
    vi.stubGlobal('navigator', { onLine: false });
    try {
      await expect(api.GET('/tenants/current')).rejects.toBeInstanceOf(ApiNetworkError);
      expect(server.seen).toEqual([]);
      expect(of('offline')).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('gives a state-changing call up after the post time-out', async () => {
    const { server, api, login } = sessionOnFakeServer({ postTimeoutMs: 50 });
    await login();
    server.hang = '/api/place_bid';
    const call = api.POST('/place_bid', { body: { bidId: 'b1', bidderId: 'u1', amount: 5 } });
    await expect(call).rejects.toBeInstanceOf(ApiTimeoutError);
  });

  it('keeps the post time-out of the spec by default', async () => {
    const { POST_TIMEOUT_MS, POLL_MS } = await import('./session');
    expect({ POST_TIMEOUT_MS, POLL_MS }).toEqual({ POST_TIMEOUT_MS: 600_000, POLL_MS: 2_000 });
  });
});
