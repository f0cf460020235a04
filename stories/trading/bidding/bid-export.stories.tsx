/**
 * The bid export (spec §8, §9): saved as obs_bid_{date}.xlsx with 'Excel file downloaded
 * successfully!', the server's 'No Records To Download', or 'Error downloading Excel file.'.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect } from 'storybook/test';
import { BidExport, BulkBidUpload } from '../../../widgets/trading/bidding';
import { type MockApi, mockApi } from '../../support/mock-api';
import { refusal, SAMPLE_NOW } from './bid-samples';
import { BIDDING_PARAMETERS, InBidding, storyCanvas } from './bidding-stories';

const now = () => SAMPLE_NOW;

const meta: Meta<{ api: MockApi; readOnly?: boolean }> = {
  title: 'Trading/Bidding/Bid export',
  parameters: BIDDING_PARAMETERS,
  render: (args) => (
    <InBidding api={args.api} readOnly={args.readOnly}>
      <div style={{ display: 'flex', gap: 8 }}>
        <BidExport now={now} />
        <BulkBidUpload />
      </div>
    </InBidding>
  ),
};
export default meta;
type Story = StoryObj<{ api: MockApi; readOnly?: boolean }>;

export const Export: Story = {
  args: {
    api: mockApi({
      'GET /api/bids/export': {
        body: new Blob(['xlsx'], {
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        }),
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await storyCanvas(canvasElement);
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Export bids' }));
      await expect(await canvas.findByText('Excel file downloaded successfully!')).toBeVisible();
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    await expect(saved).toEqual(['obs_bid_2026-03-02.xlsx']);
    await expect(args.api.calls[0]?.path).toBe('/api/bids/export');
  },
};

export const ExportNothing: Story = {
  args: {
    api: mockApi({ 'GET /api/bids/export': refusal(404, 'EXPORT.NO_RECORDS', 'No Records To Download') }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export bids' }));
    await expect(await canvas.findByText('No Records To Download')).toBeVisible();
  },
};

export const ExportFails: Story = {
  args: {
    api: mockApi({ 'GET /api/bids/export': { status: 500, body: { success: false, error: 'boom' } } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export bids' }));
    await expect(await canvas.findByText('Error downloading Excel file.')).toBeVisible();
  },
};
