// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../stories/support/mock-api';
import { screenFor } from '../../../stories/trading/support/trading-story';
import { TradingProvider } from './trading-context';
import { useApiAction } from './use-api-action';

afterEach(cleanup);

function AddToPool() {
  const add = useApiAction(
    (client, loanIds: string[]) => client.POST('/loanPool/add', { body: { loanIds } }),
    {
      successText: 'Added',
    },
  );
  return (
    <button type="button" onClick={() => add.run(['l1'])}>
      {add.pending ? 'Adding' : 'Add'}
    </button>
  );
}

function setUp(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  render(
    <TradingProvider session={api.session} client={api.client} screen={screenFor('investor')}>
      <AddToPool />
    </TradingProvider>,
  );
  return api;
}

describe('useApiAction', () => {
  it("toasts the server's text in green for a success", async () => {
    setUp({ 'POST /api/loanPool/add': { body: { success: true, statusText: 'Added', data: {} } } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add' })));
    const toast = (await screen.findByText('Added')).closest('.ispz-toast') as HTMLElement;
    expect(toast.dataset.tone).toBe('success');
  });

  it("toasts the server's error in red for a refusal", async () => {
    setUp({ 'POST /api/loanPool/add': { status: 404, body: { success: false, error: 'Loan not found' } } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add' })));
    const toast = (await screen.findByText('Loan not found')).closest('.ispz-toast') as HTMLElement;
    expect(toast.dataset.tone).toBe('error');
  });

  it('runs one call at a time: a second click while pending sends nothing', async () => {
    const api = setUp({ 'POST /api/loanPool/add': 'pending' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Adding' })));
    expect(api.calls.filter((c) => c.path === '/api/loanPool/add')).toHaveLength(1);
  });
});
