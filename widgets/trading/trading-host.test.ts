// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../api';
import { prepareTradingProps, releaseTradingHost, sessionReady } from './trading-host';

/** What a page's trading elements share: one session per platform, ended with the last element. */
// No real network: the platform refuses every call unless a test says otherwise.
beforeEach(() => vi.stubGlobal('fetch', async () => new Response('{}', { status: 401 })));
afterEach(() => vi.unstubAllGlobals());

const host = () => document.createElement('div');
const sessionOf = (props: Record<string, unknown>) => props.session as Session;

describe('the trading elements’ page session', () => {
  it('gives every element of one platform the same session and client, and keeps other props', () => {
    const a = host();
    const b = host();
    const first = prepareTradingProps({ apiBase: 'https://platform.example/', loanIds: 'x' }, a);
    const second = prepareTradingProps({ apiBase: 'https://platform.example' }, b);
    expect(sessionOf(first)).toBe(sessionOf(second));
    expect(first.client).toBe(second.client);
    expect(first.loanIds).toBe('x');
    expect(first).not.toHaveProperty('apiBase');
    expect(sessionOf(first).baseUrl).toBe('https://platform.example');
    expect(sessionOf(first).transport).toBe('body');
    releaseTradingHost(a);
    releaseTradingHost(b);
  });

  it('ends the session with the last element, so the next element starts a new one', () => {
    const a = host();
    const b = host();
    const shared = sessionOf(prepareTradingProps({ apiBase: 'https://p.example' }, a));
    prepareTradingProps({ apiBase: 'https://p.example' }, b);
    const dispose = vi.spyOn(shared, 'dispose');
    releaseTradingHost(a);
    expect(dispose).not.toHaveBeenCalled();
    releaseTradingHost(b);
    expect(dispose).toHaveBeenCalledOnce();
    const c = host();
    expect(sessionOf(prepareTradingProps({ apiBase: 'https://p.example' }, c))).not.toBe(shared);
    releaseTradingHost(c);
  });

  it('uses the cookie on the page’s own origin and a session handed in by `mount` as is', async () => {
    const own = host();
    const props = prepareTradingProps({}, own);
    expect(sessionOf(props).transport).toBe('cookie');
    releaseTradingHost(own);
    const given = { isAuthenticated: () => true } as unknown as Session;
    expect(prepareTradingProps({ session: given, apiBase: 'https://x.example' }, host()).session).toBe(given);
    await expect(sessionReady(given)).resolves.toBe(true);
  });

  it('announces a logout on each element as ispz:logout', async () => {
    const a = host();
    const heard: string[] = [];
    a.addEventListener('ispz:logout', (e) => heard.push(e.detail.reason));
    const session = sessionOf(prepareTradingProps({ apiBase: 'https://q.example' }, a));
    session.adopt(
      {
        token: 't',
        tokenExpiresAt: new Date(Date.now() + 60_000).toISOString(),
        refreshToken: 'r',
        refreshTokenExpiresAt: new Date(Date.now() + 120_000).toISOString(),
        user: { user_id: 'u1' },
      } as never,
      null,
    );
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 200 }));
    await session.logout();
    expect(heard).toEqual(['user']);
    releaseTradingHost(a);
  });
});
