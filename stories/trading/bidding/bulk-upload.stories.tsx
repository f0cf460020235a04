/**
 * Bulk bid upload (spec §5, §8): .xlsx only, the preview with 'Partial Matching Records' and the
 * irreversible-action dialog before the bids are placed ('Created Successfully'), 'No Matching
 * Records', 'File too big' on 413, the upload's progress, and read-only.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, waitFor } from 'storybook/test';
import { BidExport, BulkBidUpload } from '../../../widgets/trading/bidding';
import { type MockApi, mockApi } from '../../support/mock-api';
import { bidsSheet, bulkAnswer, noMatchAnswer, refusal, SAMPLE_NOW } from './bid-samples';
import { BIDDING_PARAMETERS, InBidding, storyCanvas } from './bidding-stories';

const now = () => SAMPLE_NOW;

const meta: Meta<{ api: MockApi; readOnly?: boolean }> = {
  title: 'Trading/Bidding/Bulk upload',
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

const openUpload = async (canvasElement: HTMLElement) => {
  const canvas = await storyCanvas(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Bulk Bid Upload' }));
  await canvas.findByRole('dialog', { name: 'Bulk Bid Upload' });
  return canvas;
};

export const PartialMatchThenPlace: Story = {
  args: { api: mockApi({ 'POST /api/bulk_bid_upload': bulkAnswer }) },
  play: async ({ canvasElement, args }) => {
    const canvas = await openUpload(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Bids spreadsheet (.xlsx)'), bidsSheet());
    await expect(await canvas.findByText('Partial Matching Records')).toBeVisible();
    await expect(canvas.getByText(/This action is irreversible/)).toBeVisible();
    await expect(canvas.getByText('2 rows will be bid on; 1 row will be skipped.')).toBeVisible();
    await expect(args.api.calls[0]?.url).toContain('confirm=false');
    await userEvent.click(canvas.getByRole('button', { name: 'Place bids' }));
    await expect(await canvas.findByText('Created Successfully')).toBeVisible();
    await expect(args.api.calls[1]?.url).toContain('confirm=true');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const NoMatchingRecords: Story = {
  args: { api: mockApi({ 'POST /api/bulk_bid_upload': noMatchAnswer }) },
  play: async ({ canvasElement }) => {
    const canvas = await openUpload(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Bids spreadsheet (.xlsx)'), bidsSheet());
    await waitFor(() => expect(canvas.getAllByText('No Matching Records').length).toBeGreaterThan(0));
    await expect(canvas.getByRole('button', { name: 'Place bids' })).toBeDisabled();
  },
};

export const TooBig: Story = {
  args: { api: mockApi({ 'POST /api/bulk_bid_upload': refusal(413, 'UPLOAD.TOO_LARGE', 'File too big') }) },
  play: async ({ canvasElement }) => {
    const canvas = await openUpload(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Bids spreadsheet (.xlsx)'), bidsSheet());
    await waitFor(() => expect(canvas.getAllByText('File too big').length).toBeGreaterThan(0));
  },
};

export const OnlyXlsx: Story = {
  args: { api: mockApi({}) },
  play: async ({ canvasElement, args }) => {
    const canvas = await openUpload(canvasElement);
    const picker = canvas.getByLabelText('Bids spreadsheet (.xlsx)');
    await expect(picker).toHaveAttribute('accept', '.xlsx');
    await userEvent.upload(picker, bidsSheet('bids.xls'), { applyAccept: false });
    await expect((await canvas.findAllByText(/is not of supported formats/))[0]).toBeVisible();
    await expect(args.api.calls).toHaveLength(0);
  },
};

export const Uploading: Story = {
  args: { api: mockApi({ 'POST /api/bulk_bid_upload': 'pending' }) },
  play: async ({ canvasElement }) => {
    const canvas = await openUpload(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Bids spreadsheet (.xlsx)'), bidsSheet());
    await expect(await canvas.findByText('Uploading 50%')).toBeVisible();
    await expect(canvas.getByLabelText('Bids spreadsheet (.xlsx)')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { api: mockApi({}), readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Export bids' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Bulk Bid Upload' })).toBeDisabled();
  },
};
