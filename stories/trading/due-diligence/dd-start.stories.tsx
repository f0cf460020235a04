/**
 * DD FULL REVIEW start form in every state of spec §5/§6/§8: the firms to pick, 'Please select
 * required field.' for a missing party or file, the start sent as multipart with the party,
 * tape and file, the server's refusal text and 'File too big', read-only, 375 px.
 */

import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect } from 'storybook/test';
import { DdStartDialog } from '../../../widgets/trading/due-diligence';
import { widgetCanvas } from '../../support/widget-canvas';
import { SAMPLE_PARTIES } from '../support';
import {
  DIALOG_PARAMETERS,
  type DialogArgs,
  InTrading,
  pickedFile,
  refusal,
  scripted,
} from '../transfer/dialog-stories';
import { CASE, FIRMS, TAPE } from './dd-samples';

const meta: Meta<DialogArgs> = { title: 'Trading/DueDiligence/DdStart', parameters: DIALOG_PARAMETERS };
export default meta;
type Story = StoryObj<DialogArgs>;

function startStory(reply: unknown, options: { readOnly?: boolean; width?: number } = {}): Story {
  const api = scripted({
    'GET /api/display_all_lender': FIRMS,
    'POST /api/start_due_diligence': reply as never,
  });
  return {
    args: { api },
    render: () => (
      <InTrading api={api} persona="investor" readOnly={options.readOnly} width={options.width}>
        <DdStartDialog tapeName={TAPE} open />
      </InTrading>
    ),
  };
}

const startForm = async (canvasElement: HTMLElement) => {
  const canvas = widgetCanvas(canvasElement);
  const dialog = await canvas.findByRole('dialog', { name: 'DD FULL REVIEW' });
  await expect(dialog).toHaveTextContent(`Tape: ${TAPE}`);
  await canvas.findByRole('option', { name: 'Clearview Diligence' });
  return { canvas, start: canvas.getByRole('button', { name: 'Start' }) };
};

export const StartRequiredFields: Story = {
  ...startStory({ status: 201, body: { success: true, statusText: 'Due diligence started', data: CASE } }),
  play: async ({ canvasElement, args }) => {
    const { canvas, start } = await startForm(canvasElement);
    await userEvent.click(start);
    const messages = await canvas.findAllByText('Please select required field.');
    await expect(messages).toHaveLength(2);
    await expect(
      args.api.calls.filter((c: { path: string }) => c.path === '/api/start_due_diligence'),
    ).toHaveLength(0);
  },
};

export const Started: Story = {
  ...startStory(
    { status: 201, body: { success: true, statusText: 'Due diligence started', data: CASE } },
    { width: 375 },
  ),
  play: async ({ canvasElement, args }) => {
    const { canvas, start } = await startForm(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Second Party'), SAMPLE_PARTIES.dueDiligence);
    await userEvent.upload(
      canvas.getByLabelText('Engagement file'),
      pickedFile('engagement.pdf', 'application/pdf'),
    );
    await userEvent.click(start);
    await expect(await canvas.findByText('Due diligence started')).toBeVisible();
    const call = args.api.calls.find((c: { path: string }) => c.path === '/api/start_due_diligence');
    await expect(String(call?.body)).toContain(SAMPLE_PARTIES.dueDiligence);
    await expect(String(call?.body)).toContain(TAPE);
    await expect(String(call?.body)).toContain('engagement.pdf');
  },
};

export const AlreadyStarted: Story = {
  ...startStory(refusal(409, 'DD.ALREADY_STARTED', 'Due diligence has already been started for this tape')),
  play: async ({ canvasElement }) => {
    const { canvas, start } = await startForm(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Second Party'), 'dd-2');
    await userEvent.upload(
      canvas.getByLabelText('Engagement file'),
      pickedFile('engagement.pdf', 'application/pdf'),
    );
    await userEvent.click(start);
    await expect(
      await canvas.findByText('Due diligence has already been started for this tape'),
    ).toBeVisible();
  },
};

export const StartFileTooBig: Story = {
  ...startStory(refusal(413, 'UPLOAD.TOO_BIG', 'File too big')),
  play: async ({ canvasElement }) => {
    const { canvas, start } = await startForm(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Second Party'), 'dd-2');
    await userEvent.upload(
      canvas.getByLabelText('Engagement file'),
      pickedFile('engagement.pdf', 'application/pdf'),
    );
    await userEvent.click(start);
    await expect(await canvas.findByText('File too big')).toBeVisible();
  },
};

export const StartReadOnly: Story = {
  ...startStory(
    { status: 201, body: { success: true, statusText: 'Due diligence started', data: CASE } },
    { readOnly: true },
  ),
  play: async ({ canvasElement }) => {
    const { canvas, start } = await startForm(canvasElement);
    await expect(start).toBeDisabled();
    await expect(canvas.getByLabelText('Engagement file')).toBeDisabled();
  },
};
