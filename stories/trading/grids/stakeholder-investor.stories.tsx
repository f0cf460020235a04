/**
 * The stakeholder grid for the investor and for Import Loan Files (spec §2, §4, §5, §6, §8): the
 * per-row bid (min 0, step 0.01, 'Bid amount must be greater than 0', 'Please enter a valid
 * positive amount') and Submit to `price_send_lender`, own rows not selectable, read-only; Import
 * Loan Files with the persona check ('Files Imported SuccessFully.', even on failure), hidden
 * without it.
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
  title: 'Trading/Grids/Stakeholder grid, investor and import',
  ...STAKEHOLDER_META,
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
