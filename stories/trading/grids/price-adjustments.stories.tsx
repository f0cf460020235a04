/**
 * Price adjustments (spec §7, §8): 'Fetching the tape price...' while the answer is on its way,
 * then each loan's lines and total adjustment; the server's refusal when a loan is unknown.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { mockApi } from '../../support/mock-api';
import { PURCHASE_META, type PurchaseArgs } from './grid-metas';
import { storyCanvas } from './grid-stories';

type Args = PurchaseArgs;

const meta: Meta<Args> = {
  title: 'Trading/Grids/Price adjustments',
  ...PURCHASE_META,
};
export default meta;
type Story = StoryObj<Args>;

const adjustments = {
  body: {
    code: 200,
    data: [
      {
        loan_id: 'LN-0001',
        totalAdj: -0.375,
        lines: [
          { name: 'FICO 700-719 × LTV 75-80', percent: -0.5 },
          { name: 'Owner occupied', percent: 0.125 },
        ],
      },
      { loan_id: 'LN-0002', totalAdj: 0.25, lines: [{ name: 'FICO 760+ × LTV ≤ 60', percent: 0.25 }] },
    ],
  },
};

export const FetchingPrices: Story = {
  args: { prices: true, api: mockApi({ 'POST /api/get_price_adjustment': 'pending' }) },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await expect(await canvas.findByText('Fetching the tape price...')).toBeVisible();
  },
};

export const Prices: Story = {
  args: { prices: true, api: mockApi({ 'POST /api/get_price_adjustment': adjustments }) },
  play: async ({ canvasElement, args }) => {
    const canvas = await storyCanvas(canvasElement);
    await expect(await canvas.findByText('-0.38%')).toBeVisible();
    await expect(canvas.getByText('+0.25%')).toBeVisible();
    await expect(canvas.getByText(/Owner occupied \+0\.13%/)).toBeVisible();
    await expect(args.api.calls[0]?.body).toEqual({ loanIds: ['loan-0001', 'loan-0002'] });
  },
};

export const PricesFailed: Story = {
  args: {
    prices: true,
    api: mockApi({
      'POST /api/get_price_adjustment': {
        status: 404,
        body: { success: false, code: 'LOAN.NOT_FOUND', error: 'Loan not found', statusText: '' },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Loan not found'));
  },
};
