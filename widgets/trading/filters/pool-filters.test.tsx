// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../stories/support/mock-api';
import { screenFor } from '../../../stories/trading/support/trading-story';
import { TradingProvider } from '../shared';
import { PoolFilters } from './pool-filters';

afterEach(cleanup);

const PRIME = {
  _id: 'fav-1',
  name: 'Prime borrowers',
  value: [{ label: 'fico', value: [740, 850] }],
  created: '2026-11-25T12:00:00.000Z',
  updated: '2026-11-25T12:00:00.000Z',
};

function setUp(variant: 'records' | 'pool-summary' = 'records') {
  const api = mockApi({
    'GET /api/favourite_filters': { body: { success: true, statusText: 'Success', data: [PRIME] } },
    'POST /api/favourite_filters': { body: { success: true, statusText: 'Favourite saved', data: PRIME } },
    'GET /api/display_all_lender': { body: { success: true, statusText: 'Success', data: [] } },
  });
  const onFilter = vi.fn();
  render(
    <TradingProvider session={api.session} client={api.client} screen={screenFor('investor')}>
      <PoolFilters variant={variant} onFilter={onFilter} />
    </TradingProvider>,
  );
  return { api, onFilter };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('POOL FILTERS', () => {
  it('applies a range only when both of its ends are given', async () => {
    const { onFilter } = setUp();
    type('FICO Min', '700');
    type('FICO Max', '800');
    type('Debt to Income % Max', '40');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Filter' })));
    await waitFor(() => expect(onFilter).toHaveBeenLastCalledWith({ ficoRange: [700, 800] }));
  });

  it('saves the complete ranges as a favourite under the name given', async () => {
    const { api } = setUp();
    type('FICO Min', '700');
    type('FICO Max', '800');
    type('LTV % Min', '10');
    type('Save current ranges as', 'Mine');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Mine',
      value: [{ label: 'fico', value: [700, 800] }],
    });
  });

  it('hides favourites and borrower on the pool-summary paths', async () => {
    setUp('pool-summary');
    await screen.findByLabelText('FICO Min');
    expect(screen.queryByText('Favourite filters')).toBeNull();
    expect(screen.queryByLabelText('Borrower')).toBeNull();
  });
});

describe('a favourite', () => {
  it('fills the panel and filters, and can be saved again under another name', async () => {
    const { api, onFilter } = setUp();
    await screen.findByRole('option', { name: 'Prime borrowers' });
    fireEvent.change(screen.getByLabelText('Favourite filters'), { target: { value: 'fav-1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    await waitFor(() => expect(onFilter).toHaveBeenLastCalledWith({ ficoRange: [740, 850] }));
    type('Save current ranges as', 'Again');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'Again',
        value: [{ label: 'fico', value: [740, 850] }],
      }),
    );
  });
});
