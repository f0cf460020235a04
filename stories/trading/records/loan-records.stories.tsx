/**
 * LOAN RECORDS in every state of spec §2/§4/§6: each persona's header buttons (Reprice Loan
 * not for lenders, Transfer hidden for due diligence and rating agencies), Reprice needing
 * exactly one row and Transfer at least one, 'Added' / 'Removed', server paging and page
 * sizes, read-only, empty, failed and loading.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, fn, waitFor } from 'storybook/test';
import { LoanRecords, type LoanRecordsProps } from '../../../widgets/trading/records';
import { widgetCanvas } from '../../support/widget-canvas';
import { LOANS, recordsStory } from './records-stories';

const meta: Meta<LoanRecordsProps> = {
  title: 'Trading/Loan records',
  component: LoanRecords,
  args: { onSelectionChange: fn(), onOpenLoan: fn() },
};
export default meta;
type Story = StoryObj<LoanRecordsProps>;

const first = LOANS[0]?.loan_id ?? '';
const second = LOANS[1]?.loan_id ?? '';

const investor = recordsStory('investor');
export const Investor: Story = {
  ...investor.story,
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    await canvas.findByRole('button', { name: `Open loan ${first}` });
    const reprice = canvas.getByRole('button', { name: 'Reprice Loan' });
    const transfer = canvas.getByRole('button', { name: 'Transfer' });
    await expect(reprice).toBeDisabled();
    await expect(transfer).toBeDisabled();
    await expect(canvas.getByRole('columnheader', { name: 'Status & Insights' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select loan ${first}` }));
    await expect(reprice).toBeEnabled();
    await expect(transfer).toBeEnabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select loan ${second}` }));
    await expect(reprice).toBeDisabled();
    await expect(transfer).toBeEnabled();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([LOANS[0]?._id, LOANS[1]?._id]);
    await expect(canvas.getByText('2 loans selected')).toBeVisible();
  },
};

const lender = recordsStory('lender');
export const Lender: Story = {
  ...lender.story,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await canvas.findByRole('button', { name: `Open loan ${first}` });
    await expect(canvas.queryByRole('button', { name: 'Reprice Loan' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Transfer' })).toBeDisabled();
    await expect(canvas.queryByRole('columnheader', { name: 'Status & Insights' })).toBeNull();
  },
};

const dueDiligence = recordsStory('due_diligence');
export const DueDiligence: Story = {
  ...dueDiligence.story,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await canvas.findByRole('button', { name: `Open loan ${first}` });
    await expect(canvas.queryByRole('button', { name: 'Transfer' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reprice Loan' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `Tapes of loan ${first}` })).toBeVisible();
  },
};

const rating = recordsStory('rating_agency');
export const RatingAgency: Story = {
  ...rating.story,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await canvas.findByRole('button', { name: `Open loan ${first}` });
    await expect(canvas.queryByRole('button', { name: 'Transfer' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: `Tapes of loan ${first}` })).toBeNull();
  },
};

const pool = recordsStory('investor');
export const AddedAndRemoved: Story = {
  ...pool.story,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: `Select loan ${first}` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to pool' }));
    await expect(await canvas.findByText('Added')).toBeVisible();
    const added = pool.api.calls.find((c) => c.path === '/api/loanPool/add');
    await expect(added?.body).toEqual({ loanIds: [LOANS[0]?._id] });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from pool' }));
    await expect(await canvas.findByText('Removed')).toBeVisible();
  },
};

const paged = recordsStory('investor');
export const Paging: Story = {
  ...paged.story,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(await canvas.findByText('1–10 of 40')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(
      await canvas.findByRole('button', { name: `Open loan ${LOANS[10]?.loan_id}` }),
    ).toBeVisible();
    await expect(canvas.getByText('11–20 of 40')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '25');
    await expect(await canvas.findByText('1–25 of 40')).toBeVisible();
    const last = paged.api.calls.filter((c) => c.path === '/api/get_loans_list').at(-1);
    await expect(last?.body).toEqual({ page: 1, limit: 25 });
  },
};

const readOnly = recordsStory('investor', { readOnly: true });
export const ReadOnly: Story = {
  ...readOnly.story,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: `Select loan ${first}` })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reprice Loan' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Transfer' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `Stipulation chat for loan ${first}` })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add to pool' })).toBeDisabled();
  },
};

const empty = recordsStory('investor', {
  routes: {
    'POST /api/get_loans_list': {
      body: {
        success: true,
        statusText: 'There are no records to display',
        data: { docs: [], page: 1, limit: 10, total: 0 },
      },
    },
  },
});
export const Empty: Story = {
  ...empty.story,
  play: async ({ canvasElement }) => {
    await expect(
      await widgetCanvas(canvasElement).findByText('There are no records to display'),
    ).toBeVisible();
  },
};

const failed = recordsStory('investor', {
  routes: { 'POST /api/get_loans_list': { status: 500, body: { success: false, error: 'boom' } } },
});
export const Failed: Story = {
  ...failed.story,
  play: async ({ canvasElement }) => {
    await expect(
      await widgetCanvas(canvasElement).findByText('Failed to get data please try later'),
    ).toBeVisible();
  },
};

const loading = recordsStory('investor', { routes: { 'POST /api/get_loans_list': 'pending' } });
export const Loading: Story = {
  ...loading.story,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(widgetCanvas(canvasElement).getByText('Loading…')).toBeVisible());
  },
};

const phone = recordsStory('investor');
/** At 375 px wide (the spec's smallest breakpoint): the table scrolls sideways inside its frame. */
export const Phone: Story = {
  decorators: [...phone.story.decorators, (Story) => <div style={{ width: 375 }}>{Story()}</div>],
  parameters: phone.story.parameters,
  play: async ({ canvasElement }) => {
    await expect(
      await widgetCanvas(canvasElement).findByRole('button', { name: `Open loan ${first}` }),
    ).toBeVisible();
  },
};

const dialogs = recordsStory('investor');
/** Reprice Loan, the stipulation chat and Document Status Details open from the table. */
export const OpensDialogs: Story = {
  ...dialogs.story,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: `Select loan ${first}` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reprice Loan' }));
    const reprice = await canvas.findByRole('dialog');
    await expect(reprice).toHaveTextContent(first);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: `Stipulation chat for loan ${first}` }));
    await expect(await canvas.findByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: `Document status of loan ${first}` }));
    await expect(await canvas.findByRole('dialog')).toBeVisible();
  },
};
