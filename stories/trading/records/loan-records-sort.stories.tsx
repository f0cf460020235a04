/**
 * LOAN RECORDS sorted on the server: a header click (or Enter on the focused header) sends
 * `sortBy`/`sortDir` with page 1, the rows follow the server's order (the sample server sorts
 * as the real one: missing values last, ties by id), aria-sort says the direction, and the
 * selection survives the new order.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, fn, waitFor } from 'storybook/test';
import { LoanRecords, type LoanRecordsProps } from '../../../widgets/trading/records';
import { widgetCanvas } from '../../support/widget-canvas';
import { sortLoans } from '../support';
import { LOANS, recordsStory } from './records-stories';

const meta: Meta<LoanRecordsProps> = {
  title: 'Trading/Loan records/Sort',
  component: LoanRecords,
  args: { onSelectionChange: fn(), onOpenLoan: fn() },
};
export default meta;
type Story = StoryObj<LoanRecordsProps>;

/** The loan numbers the table shows, top to bottom. */
const shownLoans = (root: HTMLElement) =>
  Array.from(widgetCanvas(root).getAllByRole('button', { name: /^Open loan / })).map((b) => b.textContent);

const expected = (sortBy: 'fico' | 'amount', sortDir: 'asc' | 'desc') =>
  sortLoans(LOANS, { sortBy, sortDir })
    .slice(0, 10)
    .map((l) => l.loan_id);

const fico = recordsStory('investor');
export const ByFico: Story = {
  ...fico.story,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await canvas.findByText('1–10 of 40');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await canvas.findByText('11–20 of 40');
    const header = canvas.getByRole('columnheader', { name: 'FICO' });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(canvas.getByRole('button', { name: 'FICO' }));
    await canvas.findByText('1–10 of 40');
    const calls = () => fico.api.calls.filter((c) => c.path === '/api/get_loans_list');
    await expect(calls().at(-1)?.body).toEqual({ sortBy: 'fico', sortDir: 'asc', page: 1, limit: 10 });
    await waitFor(() => expect(shownLoans(canvasElement)).toEqual(expected('fico', 'asc')));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByRole('button', { name: 'FICO' }));
    await waitFor(() => expect(shownLoans(canvasElement)).toEqual(expected('fico', 'desc')));
    await expect(calls().at(-1)?.body).toEqual({ sortBy: 'fico', sortDir: 'desc', page: 1, limit: 10 });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
  },
};

const keyboard = recordsStory('investor');
export const ByKeyboardKeepingSelection: Story = {
  ...keyboard.story,
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    const first = LOANS[0]?.loan_id ?? '';
    await userEvent.click(await canvas.findByRole('checkbox', { name: `Select loan ${first}` }));
    const amount = canvas.getByRole('button', { name: 'Loan Amount ($)' });
    amount.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(shownLoans(canvasElement)).toEqual(expected('amount', 'asc')));
    await expect(canvas.getByRole('columnheader', { name: 'Loan Amount ($)' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const last = keyboard.api.calls.filter((c) => c.path === '/api/get_loans_list').at(-1);
    await expect(last?.body).toEqual({ sortBy: 'amount', sortDir: 'asc', page: 1, limit: 10 });
    await expect(canvas.getByText('1 loan selected')).toBeVisible();
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
  },
};
