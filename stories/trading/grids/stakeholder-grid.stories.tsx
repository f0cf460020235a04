/**
 * The stakeholder grid 'Records, approval for bid amount' for the loans' owner (spec §2, §4,
 * §8): approving ('Loans are being processed', then Approve/Reject hidden and the rows
 * completed) and rejecting ('Loan rejected'); Approve/Reject refused while a selected row is in
 * progress, retained or on the platform; read-only, empty, failed and 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, waitFor } from 'storybook/test';
import { stakeholderRow } from '../../../widgets/trading/grids/testing/grid-rows';
import { mockApi } from '../../support/mock-api';
import { STAKEHOLDER_META, type StakeholderArgs } from './grid-metas';
import { storyCanvas } from './grid-stories';

type Args = StakeholderArgs;

const meta: Meta<Args> = {
  title: 'Trading/Grids/Stakeholder grid',
  ...STAKEHOLDER_META,
};
export default meta;
type Story = StoryObj<Args>;

const answer = (rows: unknown[]) => ({ body: { success: true, statusText: '', data: rows } });
const OWNER_ROWS = [stakeholderRow(1), stakeholderRow(2), stakeholderRow(3)];
const decision = (statusText: string, toast: string) => ({
  body: { success: true, statusText, toast, data: [] },
});

const select = async (canvas: Awaited<ReturnType<typeof storyCanvas>>, ...loans: string[]) => {
  for (const loan of loans)
    await userEvent.click(await canvas.findByRole('checkbox', { name: `Select loan ${loan}` }));
};

export const OwnerApproves: Story = {
  args: {
    api: mockApi({
      'POST /api/stakeholder_view': answer(OWNER_ROWS),
      'POST /api/accept_in_transit_Loans': decision('Loans are being processed', 'Loans are being processed'),
      'POST /api/stakeholder_run_automation': { body: { success: true, statusText: 'Done', data: [] } },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await storyCanvas(canvasElement);
    const approve = await canvas.findByRole('button', { name: 'Approve' });
    await expect(approve).toBeDisabled();
    await expect(args.api.calls[0]?.body).toEqual({ tapeName: 'Tape A' });
    await select(canvas, 'LN-0001', 'LN-0002');
    await expect(approve).toBeEnabled();
    await userEvent.click(approve);
    await expect(await canvas.findByText('Loans are being processed')).toBeVisible();
    const approval = args.api.calls.find((c) => c.path === '/api/accept_in_transit_Loans');
    await expect(approval?.body).toEqual({
      stakeholderMapIdArray: ['map-0001', 'map-0002'],
      approval: 'true',
    });
    await expect(approval?.headers['idempotency-key']).toBeTruthy();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull());
    await expect(canvas.queryByRole('button', { name: 'Reject' })).toBeNull();
    await waitFor(() =>
      expect(args.api.calls.find((c) => c.path === '/api/stakeholder_run_automation')?.body).toEqual({
        stakeholderMapIds: ['map-0001', 'map-0002'],
      }),
    );
  },
};

export const OwnerRejects: Story = {
  args: {
    api: mockApi({
      'POST /api/stakeholder_view': answer(OWNER_ROWS),
      'POST /api/accept_price': decision('price accepted successfully', 'Loan rejected'),
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await storyCanvas(canvasElement);
    await select(canvas, 'LN-0003');
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await expect(await canvas.findByText('Loan rejected')).toBeVisible();
    await expect(canvas.queryByText('price accepted successfully')).toBeNull();
    const call = args.api.calls.find((c) => c.path === '/api/accept_price');
    await expect(call?.body).toEqual({ stakeholderMapPricesArray: [{ _id: 'map-0003', status: 'false' }] });
  },
};

export const InProgressRefused: Story = {
  args: {
    api: mockApi({
      'POST /api/stakeholder_view': answer([
        stakeholderRow(1),
        stakeholderRow(2, { status: 'inprogress', isAccepted: 'true' }),
      ]),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await select(canvas, 'LN-0001', 'LN-0002');
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await expect(canvas.getByText('Some selected loans are still being processed')).toBeVisible();
  },
};

export const RetainedOrOnPlatformRefused: Story = {
  args: {
    api: mockApi({
      'POST /api/stakeholder_view': answer([
        stakeholderRow(1, { retain: true }),
        stakeholderRow(2, { onPlatform: true }),
      ]),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await select(canvas, 'LN-0002');
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await expect(
      canvas.getByText('Retained loans and loans on the platform cannot be approved or rejected'),
    ).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: {
    readOnly: true,
    personaCheck: true,
    api: mockApi({ 'POST /api/stakeholder_view': answer(OWNER_ROWS) }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Select loan LN-0001' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Import Loan Files' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { api: mockApi({ 'POST /api/stakeholder_view': answer([]) }) },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await expect(await canvas.findByText('There are no records to display')).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    api: mockApi({ 'POST /api/stakeholder_view': { status: 500, body: { success: false, error: 'boom' } } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await expect(await canvas.findByText('Failed to get data please try later')).toBeVisible();
  },
};

export const Phone: Story = {
  args: { width: 375, api: mockApi({ 'POST /api/stakeholder_view': answer(OWNER_ROWS) }) },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await expect(await canvas.findByText('LN-0001')).toBeInTheDocument();
  },
};
