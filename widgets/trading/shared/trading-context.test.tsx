// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../stories/support/mock-api';
import { screenFor } from '../../../stories/trading/support/trading-story';
import { DataState } from './data-state';
import { TradingProvider, useTrading } from './trading-context';
import { withTrading } from './with-trading';

afterEach(cleanup);

function Persona() {
  const { persona, readOnly, view } = useTrading();
  return (
    <p>
      {persona}/{String(readOnly)}/{view.transferButton}
    </p>
  );
}
const Standalone = withTrading(Persona);
const screenAnswer = (persona: 'lender' | 'due_diligence', readOnly = false) => ({
  'GET /api/trading_screen': {
    body: { success: true, statusText: 'ok', data: screenFor(persona, readOnly) },
  },
});

describe('the trading provider', () => {
  it("asks the server for the caller's screen when the host has none", async () => {
    const api = mockApi(screenAnswer('due_diligence', true));
    render(
      <TradingProvider session={api.session} client={api.client}>
        <Persona />
      </TradingProvider>,
    );
    expect(await screen.findByText('due_diligence/true/hidden')).toBeTruthy();
  });

  it('shows the failed sentence when the screen cannot be fetched', async () => {
    const api = mockApi({ 'GET /api/trading_screen': { status: 500, body: {} } });
    render(
      <TradingProvider session={api.session} client={api.client}>
        <Persona />
      </TradingProvider>,
    );
    expect(await screen.findByText('Failed to get data please try later')).toBeTruthy();
  });

  it('lets a widget work standalone with a session, and inside a provider without one', async () => {
    const api = mockApi(screenAnswer('lender'));
    render(<Standalone session={api.session} client={api.client} />);
    expect(await screen.findByText('lender/false/enabled')).toBeTruthy();
    cleanup();
    render(
      <TradingProvider session={api.session} client={api.client} screen={screenFor('due_diligence')}>
        <Standalone />
      </TradingProvider>,
    );
    expect(screen.getByText('due_diligence/false/hidden')).toBeTruthy();
  });
});

describe('DataState', () => {
  it("says the spec's sentences for empty and failed, and shows the data otherwise", () => {
    const { rerender } = render(<DataState state="ready" empty />);
    expect(screen.getByText('There are no records to display')).toBeTruthy();
    rerender(<DataState state="failed" />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to get data please try later');
    rerender(
      <DataState state="ready">
        <p>rows</p>
      </DataState>,
    );
    expect(screen.getByText('rows')).toBeTruthy();
  });
});
