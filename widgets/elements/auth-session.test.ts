// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../core/errors/messages';
import { mockApi } from '../../stories/support/mock-api';
import { TOKEN_ANSWER } from '../api/testing/token-answer';
import type { AuthApi } from '../auth/auth-api';
import { prepareAuthProps, releaseAuthHost } from './auth-session';
import type { IspzLogoutDetail } from './events';

const tokens = TOKEN_ANSWER;
const expired = {
  success: false,
  code: 'AUTH.SESSION_EXPIRED',
  error: MESSAGES.sessionExpired,
  statusText: 'Unauthorized',
};

const server = mockApi({
  'POST /api/auth/login': { body: tokens, headers: { 'x-xsrf-token': 'x1' } },
  'POST /api/auth/verify/otp': { status: 401, body: expired },
  'POST /api/auth/refresh': { status: 401, body: expired },
});

afterEach(() => {
  vi.unstubAllGlobals();
  server.calls.length = 0;
});

async function signedInHost() {
  vi.stubGlobal('fetch', server.fetch);
  const host = document.createElement('ispz-login');
  const logouts: IspzLogoutDetail[] = [];
  host.addEventListener('ispz:logout', (e) => logouts.push(e.detail));
  const props = prepareAuthProps(
    { apiBase: 'https://platform.example/', linksBase: 'https://site.example' },
    host,
  );
  const api = props.api as AuthApi;
  expect((await api.login({ username: 'asha@example.test', password: 'Secret@2026' })).ok).toBe(true);
  return { host, props, api, logouts };
}

describe("a sign-in element's session", () => {
  it('calls the platform at api-base and links to links-base, the same port while they stay the same', async () => {
    const { host, props } = await signedInHost();
    expect(server.calls[0]?.url).toBe('https://platform.example/api/auth/login');
    expect(props.links).toEqual({ base: 'https://site.example' });
    const again = prepareAuthProps(
      { apiBase: 'https://platform.example/', linksBase: 'https://site.example' },
      host,
    );
    expect(again.api).toBe(props.api);
    expect(prepareAuthProps({ apiBase: 'https://other.example' }, host).api).not.toBe(props.api);
    releaseAuthHost(host);
  });

  it("tells the page when the server ends the session: ispz:logout with the spec's message", async () => {
    const { host, api, logouts } = await signedInHost();
    await api.verifyMobile({ mobile: '9876543210', otp: '12345' });
    expect(logouts).toEqual([{ reason: 'session-expired', message: 'Session expired please login again' }]);
    releaseAuthHost(host);
  });

  it('stops speaking for an element once released', async () => {
    const { host, api, logouts } = await signedInHost();
    releaseAuthHost(host);
    await api.verifyMobile({ mobile: '9876543210', otp: '12345' });
    expect(logouts).toEqual([]);
  });
});
