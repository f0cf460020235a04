/**
 * The bidding table 'LOAN RECORDS' in each state: an investor's rows with Won / Pending / Lost,
 * the three expire-in colours and greyed rows; empty ('There is no loan data ready to bid !'),
 * failed, loading; a read-only page (every action disabled); the bids placed only
 * (`view_After_Bidding`); and a phone's 375 px. The bid input's and confirmation's stories are
 * in `bid-input.stories.tsx`.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { LoanPersona } from '../../../core/permissions/actor';
import { BiddingTable } from '../../../widgets/trading/bidding';
import { type MockApi, mockApi } from '../../support/mock-api';
import { SAMPLE_BID_ROWS, SAMPLE_NOW, tableAnswer } from './bid-samples';
import { BIDDING_PARAMETERS, INVESTOR_ID, InBidding, storyCanvas } from './bidding-stories';

const now = () => SAMPLE_NOW;

interface Args {
  readonly api: MockApi;
  readonly persona?: LoanPersona;
  readonly readOnly?: boolean;
  readonly placedOnly?: boolean;
  readonly width?: number;
}

const meta: Meta<Args> = {
  title: 'Trading/Bidding/Bidding table',
  parameters: BIDDING_PARAMETERS,
  render: (args) => (
    <InBidding api={args.api} persona={args.persona} readOnly={args.readOnly} width={args.width}>
      <BiddingTable bidderId={INVESTOR_ID} now={now} placedOnly={args.placedOnly} />
    </InBidding>
  ),
};
export default meta;
type Story = StoryObj<Args>;

const rowOf = async (canvasElement: HTMLElement, loan: string) =>
  (await storyCanvas(canvasElement)).getByText(loan).closest('tr') as HTMLTableRowElement;

export const Investor: Story = {
  args: { api: mockApi({ 'GET /api/bidding_table': tableAnswer() }) },
  play: async ({ canvasElement, args }) => {
    const canvas = await storyCanvas(canvasElement);
    await canvas.findByText('LN-0001');
    await expect(canvas.getByRole('table', { name: 'LOAN RECORDS' })).toBeVisible();
    await expect(args.api.calls[0]?.url).toContain(`bidderId=${INVESTOR_ID}`);
    for (const word of ['Won', 'Pending', 'Lost']) await expect(canvas.getByText(word)).toBeVisible();
    await expect(canvas.getByText('3 days')).toBeVisible();
    await expect(canvas.getByText('5 hours')).toBeVisible();
    await expect(canvas.getByText('30 minutes')).toBeVisible();
    await expect(canvas.getAllByText('Expired').length).toBe(3);
    // §4 order: under a day, over a day, under an hour, expired; then the amount.
    const loans = canvas
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.querySelector('td')?.textContent);
    await expect(loans).toEqual([
      'LN-0002',
      'LN-0004',
      'LN-0001',
      'LN-0003',
      'LN-0005',
      'LN-0006',
      'LN-0007',
    ]);
    // Greyed: open without an amount, or past validTill; not a row bid on and still open.
    await expect(await rowOf(canvasElement, 'LN-0001')).toHaveClass('ispz-bid-row--greyed');
    await expect(await rowOf(canvasElement, 'LN-0007')).toHaveClass('ispz-bid-row--greyed');
    await expect(await rowOf(canvasElement, 'LN-0004')).not.toHaveClass('ispz-bid-row--greyed');
    await expect(canvas.getByRole('spinbutton', { name: 'Bid amount for loan LN-0001' })).toBeEnabled();
    await expect(canvas.queryByRole('spinbutton', { name: 'Bid amount for loan LN-0004' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { api: mockApi({ 'GET /api/bidding_table': tableAnswer([]) }) },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await expect(await canvas.findByText('There is no loan data ready to bid !')).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    api: mockApi({ 'GET /api/bidding_table': { status: 500, body: { success: false, error: 'boom' } } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await expect(await canvas.findByText('Failed to get data please try later')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: mockApi({ 'GET /api/bidding_table': 'pending' }) },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await expect(await canvas.findByText('Loading…')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { api: mockApi({ 'GET /api/bidding_table': tableAnswer() }), readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await canvas.findByText('LN-0001');
    for (const input of canvas.getAllByRole('spinbutton')) await expect(input).toBeDisabled();
    for (const button of canvas.getAllByRole('button', { name: /Place bid on loan/ }))
      await expect(button).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Export bids' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Bulk Bid Upload' })).toBeDisabled();
  },
};

export const PlacedOnly: Story = {
  args: {
    api: mockApi({
      'POST /api/view_After_Bidding': { body: { success: true, data: SAMPLE_BID_ROWS.slice(3, 6) } },
    }),
    placedOnly: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await storyCanvas(canvasElement);
    await canvas.findByText('LN-0004');
    await expect(args.api.calls[0]).toMatchObject({ method: 'POST', body: { userId: INVESTOR_ID } });
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};

export const Phone: Story = {
  args: { api: mockApi({ 'GET /api/bidding_table': tableAnswer() }), width: 375 },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await expect(await canvas.findByText('LN-0001')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Export bids' })).toBeVisible();
  },
};

export const LenderRefused: Story = {
  args: {
    persona: 'lender',
    api: mockApi({
      'GET /api/bidding_table': {
        status: 403,
        body: {
          success: false,
          code: 'PERMISSION.WRONG_PERSONA',
          error: 'Only investors can see the bidding table',
          statusText: 'Only investors can see the bidding table',
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    // The server decides who may bid; the table shows its refusal as the failed sentence.
    await expect(await canvas.findByText('Only investors can see the bidding table')).toBeVisible();
  },
};
