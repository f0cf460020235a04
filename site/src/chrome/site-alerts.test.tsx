// @vitest-environment happy-dom
/**
 * The site's alerts over a real session with a fake network: the expired session's toast and
 * /login, the bad-gateway toast, and the offline banner that a lost network brings and the
 * session's poll takes away.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, createSession } from '../../../widgets/api';
import { ToastProvider } from '../../../widgets/kit/toast';
import type { Boot } from '../app/boot';
import { SiteProvider } from '../app/site-context';
import { SiteAlerts } from './site-alerts';

afterEach(cleanup);

const TENANT = {
  tenant_id: null,
  name: null,
  theme: {},
  branding: { logo: '', colors: {}, title: '' },
  features: {},
  landingPage: '',
};

/** A boot whose network is `reachable()`: answers 200 when true, fails like a lost network else. */
function draw(reachable: () => boolean) {
  const fetch = (async () => {
    if (!reachable()) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ success: true }), {
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  const session = createSession({ baseUrl: 'http://site.test', transport: 'cookie', fetch, pollMs: 20 });
  const api = createApiClient({ session, fetch });
  const boot = { config: {}, tenant: TENANT, session, api } as unknown as Boot;
  const router = createMemoryRouter(
    [
      { path: '/about', element: <SiteAlerts /> },
      { path: '/login', element: <p>the login page</p> },
    ],
    { initialEntries: ['/about'] },
  );
  render(
    <SiteProvider boot={boot}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </SiteProvider>,
  );
  return { session, router };
}

describe('SiteAlerts', () => {
  it("toasts 'Session expired please login again' and goes to /login when the session expires", async () => {
    const { session, router } = draw(() => true);
    act(() => session.events.emit('session-expired', { message: 'Session expired please login again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByText('Session expired please login again')).toBeTruthy();
  });

  it('toasts a bad gateway’s message and stays on the page', async () => {
    const { session, router } = draw(() => true);
    act(() => session.events.emit('bad-gateway', { message: 'Something is not right', status: 502 }));
    await waitFor(() => expect(screen.getByText('Something is not right')).toBeTruthy());
    expect(router.state.location.pathname).toBe('/about');
  });

  it('shows the offline banner when the browser loses the network and drops it once the poll gets through', async () => {
    let online = true;
    draw(() => online);
    expect(screen.queryByText('Internet connection lost')).toBeNull();
    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    const banner = await screen.findByText('Internet connection lost');
    expect(banner.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    online = true;
    await waitFor(() => expect(screen.queryByText('Internet connection lost')).toBeNull());
  });
});
