/**
 * DD FULL REVIEW chat viewer: the case (investor, firm, start date), its engagement file, a
 * loan's review threads with the §9 chat timestamps, and the §2/§8 empty and failed sentences.
 */

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DdChatViewer } from '../../../widgets/trading/due-diligence';
import { widgetCanvas } from '../../support/widget-canvas';
import { DIALOG_PARAMETERS, type DialogArgs, InTrading, scripted } from '../transfer/dialog-stories';
import { CASE, TAPE, THREADS } from './dd-samples';

const meta: Meta<DialogArgs> = { title: 'Trading/DueDiligence/DdViewer', parameters: DIALOG_PARAMETERS };
export default meta;
type Story = StoryObj<DialogArgs>;

function viewerStory(cases: unknown, threads: unknown = THREADS): Story {
  const api = scripted({
    'GET /api/due_diligence_cases': cases as never,
    'GET /api/stipulations_view/:id': threads as never,
  });
  return {
    args: { api },
    render: () => (
      <InTrading api={api} persona="investor">
        <DdChatViewer tapeName={TAPE} loanId="loan-1" open />
      </InTrading>
    ),
  };
}

export const Viewer: Story = {
  ...viewerStory({ body: { success: true, statusText: 'Cases', data: [CASE] } }),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await canvas.findByRole('dialog', { name: 'DD FULL REVIEW' });
    await expect(await canvas.findByText('Nov 20th, 2026 03:04 PM')).toBeVisible();
    await expect(await canvas.findByText('Please send the title commitment.')).toBeVisible();
    await expect(canvas.getByText('Nov 21st 2026, 9:00 AM')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download the engagement file' })).toBeEnabled();
  },
};

export const ViewerNoCase: Story = {
  ...viewerStory({ body: { success: true, statusText: 'Cases', data: [] } }),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(await canvas.findByText('There are no records to display')).toBeVisible();
  },
};

export const ViewerFailed: Story = {
  ...viewerStory({
    status: 500,
    body: { success: false, code: 'SERVER', error: 'boom', statusText: 'boom' },
  }),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(await canvas.findByText('Failed to get data please try later')).toBeVisible();
  },
};
