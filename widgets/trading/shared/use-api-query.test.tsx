// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../stories/support/mock-api';
import { screenFor } from '../../../stories/trading/support/trading-story';
import { TradingProvider } from './trading-context';
import { useApiQuery } from './use-api-query';

afterEach(cleanup);

function Tapes(props: { tape: string }) {
  const tapes = useApiQuery(['tape', props.tape], (client, signal) =>
    client.GET('/tapes/{tapeName}/loans', { params: { path: { tapeName: props.tape } }, signal }),
  );
  return (
    <p>
      {tapes.state}:{tapes.errorText}:{tapes.data ? tapes.data.statusText : '-'}
    </p>
  );
}

function renderWith(routes: Parameters<typeof mockApi>[0], tape = 'A') {
  const api = mockApi(routes);
  const view = (t: string) => (
    <TradingProvider session={api.session} client={api.client} screen={screenFor('investor')}>
      <Tapes tape={t} />
    </TradingProvider>
  );
  const result = render(view(tape));
  return { api, rerender: (t: string) => result.rerender(view(t)), unmount: result.unmount };
}

describe('useApiQuery', () => {
  it('loads, and loads again when its key changes', async () => {
    const { api, rerender } = renderWith({
      'GET /api/tapes/:name/loans': (request) => ({
        body: { success: true, statusText: new URL(request.url).pathname.split('/')[3], data: [] },
      }),
    });
    await screen.findByText('ready::A');
    rerender('B');
    await screen.findByText('ready::B');
    expect(api.calls.map((c) => c.path)).toEqual(['/api/tapes/A/loans', '/api/tapes/B/loans']);
  });

  it("shows the spec's failed sentence for a server failure and the server's own refusal for a 4xx", async () => {
    renderWith({ 'GET /api/tapes/:name/loans': { status: 500, body: { success: false, error: 'boom' } } });
    await screen.findByText('failed:Failed to get data please try later:-');
    cleanup();
    renderWith({
      'GET /api/tapes/:name/loans': { status: 403, body: { success: false, error: 'Not your tape' } },
    });
    await screen.findByText('failed:Not your tape:-');
  });

  it('counts no network as failed', async () => {
    renderWith({ 'GET /api/tapes/:name/loans': 'offline' });
    await screen.findByText('failed:Failed to get data please try later:-');
  });

  it('aborts the call when the widget goes away', async () => {
    let signal: AbortSignal | undefined;
    const { unmount } = renderWith({
      'GET /api/tapes/:name/loans': (request) => {
        signal = request.signal;
        return 'pending';
      },
    });
    await waitFor(() => expect(signal).toBeDefined());
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
