// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockApi } from '../../../stories/support/mock-api';
import { loansRoutes, sampleLoans, screenFor } from '../../../stories/trading/support';
import { TradingProvider } from '../shared';
import { LoanRecords } from './loan-records';
import { SCROLL_AFTER_SELECTION_MS } from './records-text';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const LOANS = sampleLoans(12);

function setUp(persona: 'investor' | 'lender', onSelectionChange = vi.fn()) {
  const api = mockApi(loansRoutes(LOANS));
  render(
    <TradingProvider session={api.session} client={api.client} screen={screenFor(persona)}>
      <LoanRecords onSelectionChange={onSelectionChange} />
    </TradingProvider>,
  );
  return { api, onSelectionChange };
}

describe('LOAN RECORDS', () => {
  it('asks the server for one page of 10 and shows its count', async () => {
    const { api } = setUp('investor');
    await screen.findByText('1–10 of 12');
    expect(api.calls.find((c) => c.path === '/api/get_loans_list')?.body).toEqual({ page: 1, limit: 10 });
  });

  it('scrolls to the pool bar 125 ms after a selection (spec §9), not before', async () => {
    const scroll = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scroll;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    const { onSelectionChange } = setUp('investor');
    const box = await screen.findByRole('checkbox', { name: `Select loan ${LOANS[0]?.loan_id}` });
    vi.useFakeTimers();
    act(() => fireEvent.click(box));
    expect(onSelectionChange).toHaveBeenCalledWith([LOANS[0]?._id]);
    act(() => vi.advanceTimersByTime(SCROLL_AFTER_SELECTION_MS - 1));
    expect(scroll).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect((scroll.mock.contexts[0] as HTMLElement).className).toBe('ispz-records__pool');
  });

  it('opens the loan detail panel, with its ownership, from a loan’s id', async () => {
    setUp('investor');
    const loan = LOANS[2]!;
    const open = await screen.findByRole('button', { name: `Open loan ${loan.loan_id}` });
    act(() => fireEvent.click(open));
    const dialog = await screen.findByRole('dialog', { name: `Loan ${loan.loan_id}` });
    expect(dialog.textContent).toContain('Primary Information');
    expect(dialog.textContent).toContain('Ownership');
    expect(dialog.textContent).toContain('No, still with its lender');
  });

  it('has no Reprice Loan for a lender, and Transfer needs a selected row', async () => {
    setUp('lender');
    await screen.findByText('1–10 of 12');
    expect(screen.queryByRole('button', { name: 'Reprice Loan' })).toBeNull();
    const transfer = screen.getByRole('button', { name: 'Transfer' });
    expect(transfer).toHaveProperty('disabled', true);
    act(() => fireEvent.click(screen.getByRole('checkbox', { name: `Select loan ${LOANS[1]?.loan_id}` })));
    expect(transfer).toHaveProperty('disabled', false);
  });

  it('sorts on the server from the first page, both ways, keeping the selection', async () => {
    const { api, onSelectionChange } = setUp('investor');
    const box = await screen.findByRole('checkbox', { name: `Select loan ${LOANS[0]?.loan_id}` });
    act(() => fireEvent.click(box));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Next page' })));
    await screen.findByText('11–12 of 12');
    const header = screen.getByRole('columnheader', { name: 'FICO' });
    expect(header.getAttribute('aria-sort')).toBe('none');
    const lastBody = () => api.calls.filter((c) => c.path === '/api/get_loans_list').at(-1)?.body;
    const ficos = () =>
      screen.getAllByRole('row').flatMap((row) => {
        const cells = row.querySelectorAll('td');
        return cells.length > 5 ? [Number(cells[5]?.textContent)] : [];
      });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'FICO' })));
    await screen.findByText('1–10 of 12');
    expect(lastBody()).toEqual({ sortBy: 'fico', sortDir: 'asc', page: 1, limit: 10 });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    const all = LOANS.map((l) => l.loanDetails.loan_pool_parameters[0]?.recent_version.fico_score ?? 0);
    await vi.waitFor(() => expect(ficos()).toEqual([...all].sort((a, b) => a - b).slice(0, 10)));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'FICO' })));
    await vi.waitFor(() => expect(lastBody()).toMatchObject({ sortBy: 'fico', sortDir: 'desc', page: 1 }));
    await vi.waitFor(() => expect(ficos()).toEqual([...all].sort((a, b) => b - a).slice(0, 10)));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(onSelectionChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText('1 loan selected')).toBeTruthy();
  });
});
