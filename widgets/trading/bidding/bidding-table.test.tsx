// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../stories/support/mock-api';
import { screenFor } from '../../../stories/trading/support/trading-story';
import { TradingProvider } from '../shared';
import { BiddingTable } from './bidding-table';
import { bidRow, hoursFromNow, SAMPLE_NOW } from './testing/bid-rows';
import { CLOCK_TICK_MS } from './use-bidding-rows';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the bidding table on an open screen', () => {
  it('says so when the server holds more rows than its first page', async () => {
    const api = mockApi({
      'GET /api/bidding_table': {
        body: {
          success: true,
          statusText: '',
          data: { docs: [bidRow(1, { validTill: hoursFromNow(5) })], total: 1_201, page: 1, limit: 1 },
        },
      },
    });
    render(
      <TradingProvider session={api.session} client={api.client} screen={screenFor('investor')}>
        <BiddingTable bidderId="investor-1" now={() => SAMPLE_NOW} />
      </TradingProvider>,
    );
    const note = await screen.findByText(/^Showing the first/);
    expect([note.getAttribute('role'), note.textContent]).toEqual([
      'status',
      "Showing the first 1 of 1,201 bids, in the table's order. Narrow them with the pool filters to see the others.",
    ]);
  });

  it('moves the expire-in cell, its colour and the bid input with the clock', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let now = SAMPLE_NOW;
    const api = mockApi({
      'GET /api/bidding_table': {
        body: {
          success: true,
          statusText: '',
          data: { docs: [bidRow(1, { validTill: hoursFromNow(1.5) })] },
        },
      },
    });
    render(
      <TradingProvider session={api.session} client={api.client} screen={screenFor('investor')}>
        <BiddingTable bidderId="investor-1" now={() => now} />
      </TradingProvider>,
    );
    expect(await screen.findByText('1 hour')).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Bid amount for loan LN-0001' })).toBeTruthy();

    now = new Date(SAMPLE_NOW.getTime() + 60 * 60_000); // 30 minutes left
    await act(async () => vi.advanceTimersByTime(CLOCK_TICK_MS));
    expect(screen.getByText('30 minutes')).toBeTruthy();

    now = new Date(SAMPLE_NOW.getTime() + 2 * 60 * 60_000); // past validTill
    await act(async () => vi.advanceTimersByTime(CLOCK_TICK_MS));
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: 'Bid amount for loan LN-0001' })).toBeNull();
    expect(screen.getByText('LN-0001').closest('tr')?.className).toContain('ispz-bid-row--greyed');
  });
});
