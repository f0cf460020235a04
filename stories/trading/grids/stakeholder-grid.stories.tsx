/**
 * The stakeholder grid 'Records, approval for bid amount' in each state (spec §2, §4, §5, §8):
 * the owner approving ('Loans are being processed', then Approve/Reject hidden and the rows
 * completed) and rejecting ('Loan rejected'); Approve/Reject refused while a selected row is in
 * progress, retained or on the platform; the investor's per-row bid (min 0, step 0.01) and
 * Submit; Import Loan Files ('Files Imported SuccessFully.', even on failure) with the persona
 * check, hidden without it; read-only, empty, failed and 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, waitFor } from 'storybook/test';
import type { LoanPersona } from '../../../core/permissions/actor';
import { StakeholderGrid } from '../../../widgets/trading/grids';
import { stakeholderRow } from '../../../widgets/trading/grids/testing/grid-rows';
import { type MockApi, mockApi } from '../../support/mock-api';
import { GRID_PARAMETERS, InGrid, storyCanvas } from './grid-stories';

interface Args {
  readonly api: MockApi;
  readonly persona: LoanPersona;
  readonly readOnly?: boolean;
  readonly personaCheck?: boolean;
  readonly width?: number;
}

const meta: Meta<Args> = {
  title: 'Trading/Grids/Stakeholder grid',
  parameters: GRID_PARAMETERS,
  args: { persona: 'lender' },
  render: (args) => (
    <InGrid
      api={args.api}
      persona={args.persona}
      readOnly={args.readOnly}
      personaCheck={args.personaCheck}
      width={args.width}
    >
      <StakeholderGrid tapeName="Tape A" />
    </InGrid>
  ),
};
export default meta;
type Story = StoryObj<Args>;

const answer = (rows: unknown[]) => ({ body: { success: true, statusText: '', data: rows } });
const OWNER_ROWS = [stakeholderRow(1), stakeholderRow(2), stakeholderRow(3)];
const INVESTOR_ROWS = [
  stakeholderRow(1, { selectable: false, priceEditable: true }),
  stakeholderRow(2, { selectable: false, priceEditable: true }),
  stakeholderRow(3, { selectable: false, priceEditable: false, isAccepted: 'true', status: 'closed' }),
];
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

export const InvestorPrices: Story = {
  args: {
    persona: 'investor',
    api: mockApi({
      'POST /api/stakeholder_view': answer(INVESTOR_ROWS),
      'POST /api/price_send_lender': {
        body: { success: true, statusText: 'Price sent to the lender', data: [] },
      },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await storyCanvas(canvasElement);
    const price = await canvas.findByRole('spinbutton', { name: 'Bid amount for loan LN-0001' });
    // Own rows cannot be selected: no checkboxes, no Approve/Reject for the investor.
    await expect(canvas.queryByRole('checkbox', { name: 'Select loan LN-0001' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
    await expect(price).toHaveAttribute('min', '0');
    await expect(price).toHaveAttribute('step', '0.01');
    await expect(canvas.queryByRole('spinbutton', { name: 'Bid amount for loan LN-0003' })).toBeNull();
    await userEvent.type(price, '0');
    await expect(await canvas.findByText('Bid amount must be greater than 0')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect((await canvas.findAllByText('Please enter a valid positive amount')).length).toBe(2);
    await userEvent.type(price, '245000.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Price sent to the lender')).toBeVisible();
    // The untouched row is not sent, and once the rows are back its old message is gone.
    await waitFor(() =>
      expect(args.api.calls.filter((c) => c.path === '/api/stakeholder_view')).toHaveLength(2),
    );
    await canvas.findByRole('spinbutton', { name: 'Bid amount for loan LN-0002' });
    await expect(canvas.queryByText('Please enter a valid positive amount')).toBeNull();
    const call = args.api.calls.find((c) => c.path === '/api/price_send_lender');
    await expect(call?.body).toEqual({
      stakeholderMapPricesArray: [{ _id: 'map-0001', bidPrice: '245000.50' }],
    });
  },
};

export const ImportLoanFiles: Story = {
  args: {
    personaCheck: true,
    api: mockApi({
      'POST /api/stakeholder_view': answer(OWNER_ROWS),
      'POST /api/excel_Upload': {
        body: { success: true, message: 'Files Imported SuccessFully.', batch_id: 'b-1' },
      },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await storyCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Import Loan Files' }));
    const file = new File(['loan_id\nLN-1\n'], 'tape.xlsx');
    await userEvent.upload(await canvas.findByLabelText('Loan tape file (.xlsx, .xls, .pdf)'), file);
    await expect(await canvas.findByText('Files Imported SuccessFully.')).toBeVisible();
    await expect(args.api.calls.some((c) => c.path === '/api/excel_Upload')).toBe(true);
  },
};

export const ImportFailsStillSaysImported: Story = {
  args: {
    personaCheck: true,
    api: mockApi({
      'POST /api/stakeholder_view': answer(OWNER_ROWS),
      'POST /api/excel_Upload': { status: 500, body: { success: false, error: 'boom' } },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Import Loan Files' }));
    await userEvent.upload(
      await canvas.findByLabelText('Loan tape file (.xlsx, .xls, .pdf)'),
      new File(['x'], 'tape.xlsx'),
    );
    await expect(await canvas.findByText('Files Imported SuccessFully.')).toBeVisible();
    await expect(canvas.getByText(/Error in uploading file/)).toBeVisible();
  },
};

export const WithoutPersonaCheck: Story = {
  args: { api: mockApi({ 'POST /api/stakeholder_view': answer(OWNER_ROWS) }) },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await canvas.findByText('LN-0001');
    await expect(canvas.queryByRole('button', { name: 'Import Loan Files' })).toBeNull();
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

export const InvestorReadOnly: Story = {
  args: {
    persona: 'investor',
    readOnly: true,
    api: mockApi({ 'POST /api/stakeholder_view': answer(INVESTOR_ROWS) }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await expect(
      await canvas.findByRole('spinbutton', { name: 'Bid amount for loan LN-0001' }),
    ).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
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
