/**
 * POOL FILTERS in the states of spec §2/§5: a range applies only with both ends, Clear, the
 * HMDA groups, Loan Id and Borrower, favourite filters applied, saved and deleted, the
 * pool-summary variant without favourites and borrower, read-only, and the composed loan pool
 * whose Filter reaches the records' server query.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, fn, waitFor } from 'storybook/test';
import { filtersCss, LoanPool, PoolFilters, type PoolFiltersProps } from '../../../widgets/trading/filters';
import { recordsCss } from '../../../widgets/trading/records';
import type { MockRoutes } from '../../support/mock-api';
import { widgetCanvas } from '../../support/widget-canvas';
import { loansRoutes, sampleLoans, tradingStory } from '../support';

const PRIME = {
  _id: 'fav-1',
  name: 'Prime borrowers',
  value: [
    { label: 'fico', value: [740, 850] },
    { label: 'ltv', value: [0, 80] },
  ],
  created: '2026-11-25T12:00:00.000Z',
  updated: '2026-11-25T12:00:00.000Z',
};
const ROUTES: MockRoutes = {
  'GET /api/favourite_filters': { body: { success: true, statusText: 'Success', data: [PRIME] } },
  'POST /api/favourite_filters': {
    body: { success: true, statusText: 'Favourite saved', data: { ...PRIME, _id: 'fav-2' } },
  },
  'DELETE /api/favourite_filters/:id': {
    body: { success: true, statusText: 'Favourite deleted', data: PRIME },
  },
  'GET /api/display_all_lender': {
    body: {
      success: true,
      statusText: 'Success',
      data: [
        { user_id: 'B100001', first_name: 'Nadia' },
        { user_id: 'B100002', first_name: 'Priya' },
      ],
    },
  },
};

function filtersStory(readOnly = false) {
  return tradingStory({ persona: 'investor', readOnly, css: filtersCss, routes: ROUTES });
}

const meta: Meta<PoolFiltersProps> = {
  title: 'Trading/Pool filters',
  component: PoolFilters,
  args: { onFilter: fn(), variant: 'records' },
};
export default meta;
type Story = StoryObj<PoolFiltersProps>;

const applied = filtersStory();
export const RangeNeedsBothEnds: Story = {
  ...applied.story,
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.type(await canvas.findByLabelText('FICO Min'), '700');
    await userEvent.type(canvas.getByLabelText('FICO Max'), '800');
    await userEvent.type(canvas.getByLabelText('LTV % Min'), '50');
    await userEvent.click(canvas.getByRole('radio', { name: 'Female' }));
    await userEvent.type(canvas.getByLabelText('Loan Id'), 'agr-0001');
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(args.onFilter).toHaveBeenLastCalledWith({
        ficoRange: [700, 800],
        hmdaGender: 'Female',
        loanId: 'agr-0001',
      }),
    );
  },
};

const cleared = filtersStory();
export const Cleared: Story = {
  ...cleared.story,
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Tenure (months) Min'), '180');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onFilter).toHaveBeenLastCalledWith({});
    await expect(canvas.getByLabelText('Tenure (months) Min')).toHaveValue(null);
  },
};

const favourites = filtersStory();
export const Favourites: Story = {
  ...favourites.story,
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    const picker = await canvas.findByLabelText('Favourite filters');
    await waitFor(() => expect(canvas.getByRole('option', { name: 'Prime borrowers' })).toBeInTheDocument());
    await userEvent.selectOptions(picker, 'fav-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(args.onFilter).toHaveBeenLastCalledWith({ ficoRange: [740, 850], ltvRange: [0, 80] }),
    );
    await expect(canvas.getByLabelText('FICO Min')).toHaveValue(740);
    await userEvent.type(canvas.getByLabelText('Save current ranges as'), 'Low LTV');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Favourite saved')).toBeVisible();
    const saved = favourites.api.calls.find(
      (c) => c.method === 'POST' && c.path === '/api/favourite_filters',
    );
    await expect(saved?.body).toEqual({
      name: 'Low LTV',
      value: [
        { label: 'fico', value: [740, 850] },
        { label: 'ltv', value: [0, 80] },
      ],
    });
    await userEvent.selectOptions(picker, 'fav-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('Favourite deleted')).toBeVisible();
    await expect(
      favourites.api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/favourite_filters/fav-1'),
    ).toBe(true);
  },
};

const borrower = filtersStory();
export const Borrower: Story = {
  ...borrower.story,
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    await waitFor(() => expect(canvas.getByRole('option', { name: 'Priya (B100002)' })).toBeInTheDocument());
    await userEvent.selectOptions(canvas.getByLabelText('Borrower'), 'B100002');
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(args.onFilter).toHaveBeenLastCalledWith({ borrower: 'B100002' }));
  },
};

const summary = filtersStory();
export const PoolSummary: Story = {
  ...summary.story,
  args: { variant: 'pool-summary' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await canvas.findByLabelText('FICO Min');
    await expect(canvas.queryByText('Favourite filters')).toBeNull();
    await expect(canvas.queryByLabelText('Borrower')).toBeNull();
  },
};

const readOnly = filtersStory(true);
export const ReadOnly: Story = {
  ...readOnly.story,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Filter' })).toBeEnabled();
  },
};

const phone = filtersStory();
/** At 375 px wide: ranges two fields to a row, groups stacked. */
export const Phone: Story = {
  decorators: [...phone.story.decorators, (Story) => <div style={{ width: 375 }}>{Story()}</div>],
  parameters: phone.story.parameters,
};

const LOANS = sampleLoans(60);
const pool = tradingStory({
  persona: 'investor',
  css: [filtersCss, recordsCss].join('\n'),
  routes: { ...ROUTES, ...loansRoutes(LOANS) },
});
/** The composed loan pool: Filter reaches LOAN RECORDS' server query, back on page 1. */
export const LoanPoolComposed: StoryObj<typeof LoanPool> = {
  ...pool.story,
  render: () => <LoanPool />,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(await canvas.findByText('1–10 of 60')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('FICO Min'), '700');
    await userEvent.type(canvas.getByLabelText('FICO Max'), '760');
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    await waitFor(() => {
      const last = pool.api.calls.filter((c) => c.path === '/api/get_loans_list').at(-1);
      expect(last?.body).toEqual({ ficoRange: [700, 760], page: 1, limit: 10 });
    });
    const matching = LOANS.filter((l) => {
      const fico = l.loanDetails.loan_pool_parameters[0]?.recent_version.fico_score ?? 0;
      return fico >= 700 && fico <= 760;
    }).length;
    await expect(await canvas.findByText(`1–10 of ${matching}`)).toBeVisible();
  },
};
