/**
 * Status badges in every colour the spec names, each with its word (never colour alone), and
 * the document-check statuses as core decides them.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { documentStatusDisplay, rewardStatusColour } from '../../core/format/status-colours';
import { StatusBadge } from '../../widgets/kit/status-badge';
import { widgetCanvas } from '../support/widget-canvas';

const meta: Meta = { title: 'Kit/Status badge' };
export default meta;
type Story = StoryObj;

export const Rewards: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {['Eligible', 'Earned', 'Paid', 'Rejected', 'Cancelled', 'Pending'].map((status) => (
        <StatusBadge key={status} colour={rewardStatusColour(status)}>
          {status}
        </StatusBadge>
      ))}
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(widgetCanvas(canvasElement).getByText('Earned')).toHaveClass('ispz-badge--green');
  },
};

export const DocumentChecks: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {['red', 'amber', 'green', null].map((status) => {
        const { text, colour } = documentStatusDisplay(status);
        return (
          <StatusBadge key={text} colour={colour}>
            {text}
          </StatusBadge>
        );
      })}
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(widgetCanvas(canvasElement).getByText('Status Unknown')).toHaveClass('ispz-badge--grey');
  },
};
