/**
 * Select DD: the caller's due-diligence cases, one chosen and handed to the host, and the §2/§8
 * empty and failed sentences.
 */

import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, fn } from 'storybook/test';
import { SelectDdDialog } from '../../../widgets/trading/due-diligence';
import { widgetCanvas } from '../../support/widget-canvas';
import { DIALOG_PARAMETERS, type DialogArgs, InTrading, scripted } from '../transfer/dialog-stories';
import { CASE, TAPE } from './dd-samples';

const meta: Meta<DialogArgs> = { title: 'Trading/DueDiligence/SelectDd', parameters: DIALOG_PARAMETERS };
export default meta;
type Story = StoryObj<DialogArgs>;

function selectStory(reply: unknown, onSelect = fn()): Story {
  const api = scripted({ 'GET /api/due_diligence_cases': reply as never });
  return {
    args: { api, onSelect },
    render: () => (
      <InTrading api={api} persona="investor">
        <SelectDdDialog open onSelect={onSelect} />
      </InTrading>
    ),
  };
}

export const SelectDd: Story = {
  ...selectStory({ body: { success: true, statusText: 'Cases', data: [CASE] } }),
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    await canvas.findByRole('dialog', { name: 'Select DD' });
    await expect(await canvas.findByText('Nov 20th, 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Choose ${TAPE}` }));
    await expect(args.onSelect).toHaveBeenCalledWith({ tapeName: TAPE, case: CASE });
  },
};

export const SelectDdEmpty: Story = {
  ...selectStory({ body: { success: true, statusText: 'Cases', data: [] } }),
  play: async ({ canvasElement }) => {
    await expect(
      await widgetCanvas(canvasElement).findByText('There are no records to display'),
    ).toBeVisible();
  },
};

export const SelectDdFailed: Story = {
  ...selectStory({
    status: 500,
    body: { success: false, code: 'SERVER', error: 'boom', statusText: 'boom' },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await widgetCanvas(canvasElement).findByText('Failed to get data please try later'),
    ).toBeVisible();
  },
};
