/**
 * The bid input and its confirmation (spec §5, §2, §8): minus refused, 'Bid amount must be
 * greater than 0' while typing, 'Please enter a valid positive amount' and 'Invalid Input' on
 * submit, 'Please confirm your Bid' before `POST /place_bid` (with an Idempotency-Key), then
 * 'Created Successfully' and the row bid on — or the server's error text.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, waitFor } from 'storybook/test';
import { BiddingTable } from '../../../widgets/trading/bidding';
import { type MockApi, mockApi } from '../../support/mock-api';
import { placedAnswer, refusal, SAMPLE_NOW, tableAnswer } from './bid-samples';
import { BIDDING_PARAMETERS, INVESTOR_ID, InBidding, storyCanvas } from './bidding-stories';

const now = () => SAMPLE_NOW;

const meta: Meta<{ api: MockApi }> = {
  title: 'Trading/Bidding/Bid input',
  parameters: BIDDING_PARAMETERS,
  render: (args) => (
    <InBidding api={args.api}>
      <BiddingTable bidderId={INVESTOR_ID} now={now} />
    </InBidding>
  ),
};
export default meta;
type Story = StoryObj<{ api: MockApi }>;

const LOAN = 'LN-0001';
const input = (canvas: Awaited<ReturnType<typeof storyCanvas>>) =>
  canvas.findByRole('spinbutton', { name: `Bid amount for loan ${LOAN}` });
const bidButton = (canvas: Awaited<ReturnType<typeof storyCanvas>>) =>
  canvas.getByRole('button', { name: `Place bid on loan ${LOAN}` });

export const TypingNonPositive: Story = {
  args: { api: mockApi({ 'GET /api/bidding_table': tableAnswer() }) },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    const field = await input(canvas);
    await userEvent.type(field, '-0');
    // The minus key is refused; 0 is emptied with the typing message.
    await expect(await canvas.findByText('Bid amount must be greater than 0')).toBeVisible();
    await expect(field).toHaveValue(null);
    await userEvent.type(field, '12');
    await waitFor(() => expect(canvas.queryByText('Bid amount must be greater than 0')).toBeNull());
    await expect(field).toHaveValue(12);
  },
};

export const SubmitEmpty: Story = {
  args: { api: mockApi({ 'GET /api/bidding_table': tableAnswer() }) },
  play: async ({ canvasElement, args }) => {
    const canvas = await storyCanvas(canvasElement);
    await input(canvas);
    await userEvent.click(bidButton(canvas));
    await expect(await canvas.findByText('Please enter a valid positive amount')).toBeVisible();
    await expect(canvas.queryByText('Please confirm your Bid')).toBeNull();
    await expect(args.api.calls.some((c) => c.path === '/api/place_bid')).toBe(false);
  },
};

export const SubmitUnderMinimum: Story = {
  args: { api: mockApi({ 'GET /api/bidding_table': tableAnswer() }) },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await userEvent.type(await input(canvas), '0.5');
    await userEvent.click(bidButton(canvas));
    await expect(await canvas.findByText('Invalid Input')).toBeVisible();
  },
};

export const ConfirmAndPlace: Story = {
  args: {
    api: mockApi({ 'GET /api/bidding_table': tableAnswer(), 'POST /api/place_bid': placedAnswer }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await storyCanvas(canvasElement);
    await userEvent.type(await input(canvas), '1500');
    await userEvent.click(bidButton(canvas));
    const dialog = await canvas.findByRole('dialog', { name: 'Please confirm your Bid' });
    await expect(dialog).toHaveTextContent('You are bidding $1,500.00 on loan LN-0001.');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Created Successfully')).toBeVisible();
    const call = args.api.calls.find((c) => c.path === '/api/place_bid');
    await expect(call?.body).toEqual({ bidId: 'bid-0001', bidderId: INVESTOR_ID, amount: '1500.00' });
    await expect(call?.headers['idempotency-key']).toBeTruthy();
    // The row now shows the amount and Pending; no input any more.
    await waitFor(() =>
      expect(canvas.queryByRole('spinbutton', { name: `Bid amount for loan ${LOAN}` })).toBeNull(),
    );
    const row = canvas.getByText(LOAN).closest('tr') as HTMLElement;
    await expect(row).toHaveTextContent('$1,500.00');
    await expect(row).toHaveTextContent('Pending');
  },
};

export const CancelConfirmation: Story = {
  args: { api: mockApi({ 'GET /api/bidding_table': tableAnswer() }) },
  play: async ({ canvasElement, args }) => {
    const canvas = await storyCanvas(canvasElement);
    await userEvent.type(await input(canvas), '1500');
    await userEvent.click(bidButton(canvas));
    await canvas.findByRole('dialog', { name: 'Please confirm your Bid' });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.api.calls.some((c) => c.path === '/api/place_bid')).toBe(false);
  },
};

export const Placing: Story = {
  args: { api: mockApi({ 'GET /api/bidding_table': tableAnswer(), 'POST /api/place_bid': 'pending' }) },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await userEvent.type(await input(canvas), '1500');
    await userEvent.click(bidButton(canvas));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const ServerRefuses: Story = {
  args: {
    api: mockApi({
      'GET /api/bidding_table': tableAnswer(),
      'POST /api/place_bid': refusal(422, 'BID.EXPIRED', 'Bidding on this loan has expired'),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await userEvent.type(await input(canvas), '1500');
    await userEvent.click(bidButton(canvas));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Bidding on this loan has expired')).toBeVisible();
  },
};
