/**
 * The purchase-approval grid (spec §2, §4, §5): the owner approving and rejecting pending
 * purchases; the buyer changing its bid while not approved (min 1, step 0.01, 'Invalid Input');
 * read-only, empty and failed.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect } from 'storybook/test';
import { GRID_PARTIES, purchaseRow } from '../../../widgets/trading/grids/testing/grid-rows';
import { mockApi } from '../../support/mock-api';
import { PURCHASE_META, type PurchaseArgs } from './grid-metas';
import { storyCanvas } from './grid-stories';

type Args = PurchaseArgs;

const meta: Meta<Args> = {
  title: 'Trading/Grids/Purchase approval',
  ...PURCHASE_META,
};
export default meta;
type Story = StoryObj<Args>;

const docs = (rows: unknown[]) => ({ body: { success: true, data: { docs: rows } } });
const ROWS = [
  purchaseRow(1),
  purchaseRow(2),
  purchaseRow(3, { status: 'approved', isApproved: 'true' }),
  purchaseRow(4, { status: 'rejected' }),
];
const BUYER_ROWS = [
  purchaseRow(1, { priceEditable: true }),
  purchaseRow(3, { status: 'approved', isApproved: 'true', priceEditable: false }),
];
/** Selects the input's text and types over it (userEvent.clear cannot focus inside a shadow root). */
const replace = async (input: HTMLElement, text: string) => {
  await userEvent.click(input);
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  await userEvent.type(input, text);
};
const decided = { body: { success: true, statusText: 'Approved successfully', data: [] } };

export const OwnerApproves: Story = {
  args: {
    api: mockApi({
      'GET /api/get_purchase_approval': docs(ROWS),
      'POST /api/set_purchase_approval': decided,
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await storyCanvas(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Purchase approvals' })).toBeVisible();
    await expect(args.api.calls[0]?.url).toContain(`approverId=${GRID_PARTIES.lender}`);
    await expect(canvas.getByRole('checkbox', { name: 'Select loan LN-0003' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select loan LN-0001' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(await canvas.findByText('Approved successfully')).toBeVisible();
    const call = args.api.calls.find((c) => c.path === '/api/set_purchase_approval');
    await expect(call?.body).toEqual({ loanIdArray: ['loan-0001'], approval: 'true' });
  },
};

export const OwnerRejects: Story = {
  args: {
    api: mockApi({
      'GET /api/get_purchase_approval': docs(ROWS),
      'POST /api/set_purchase_approval': {
        body: { success: true, statusText: 'Purchase rejected', data: [] },
      },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await storyCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select loan LN-0002' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await expect(await canvas.findByText('Purchase rejected')).toBeVisible();
    const call = args.api.calls.find((c) => c.path === '/api/set_purchase_approval');
    await expect(call?.body).toEqual({ loanIdArray: ['loan-0002'], approval: 'false' });
  },
};

export const BuyerChangesBid: Story = {
  args: {
    persona: 'investor',
    me: GRID_PARTIES.investor,
    api: mockApi({
      'GET /api/get_purchase_approval': docs(BUYER_ROWS),
      'PUT /api/update_Bid_Approval': {
        body: { success: true, statusText: 'Updated Successfully', data: BUYER_ROWS[0] },
      },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await storyCanvas(canvasElement);
    const bid = await canvas.findByRole('spinbutton', { name: 'Bid amount for loan LN-0001' });
    await expect(bid).toHaveValue(245250);
    await expect(bid).toHaveAttribute('min', '1');
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
    await expect(canvas.queryByRole('spinbutton', { name: 'Bid amount for loan LN-0003' })).toBeNull();
    await replace(bid, '0.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit bid for loan LN-0001' }));
    await expect(await canvas.findByText('Invalid Input')).toBeVisible();
    await replace(bid, '246000');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit bid for loan LN-0001' }));
    await expect(await canvas.findByText('Updated Successfully')).toBeVisible();
    const call = args.api.calls.find((c) => c.path === '/api/update_Bid_Approval');
    await expect(call).toMatchObject({ method: 'PUT', body: { bidId: 'bid-0001', new_price: '246000.00' } });
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, api: mockApi({ 'GET /api/get_purchase_approval': docs(ROWS) }) },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Select loan LN-0001' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reject' })).toBeDisabled();
  },
};

export const BuyerReadOnly: Story = {
  args: {
    persona: 'investor',
    me: GRID_PARTIES.investor,
    readOnly: true,
    api: mockApi({ 'GET /api/get_purchase_approval': docs(BUYER_ROWS) }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await expect(
      await canvas.findByRole('spinbutton', { name: 'Bid amount for loan LN-0001' }),
    ).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Submit bid for loan LN-0001' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { api: mockApi({ 'GET /api/get_purchase_approval': docs([]) }) },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await expect(await canvas.findByText('There are no records to display')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { api: mockApi({ 'GET /api/get_purchase_approval': 'offline' }) },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await expect(await canvas.findByText('Failed to get data please try later')).toBeVisible();
  },
};
