/**
 * 'Generate The Tape to View or Download' in every state of spec §8/§9: the seven types, the
 * required select, the generated tape as a table (maker_id the acting identity), download.xlsx
 * with §8's text, and the server's message on a 400.
 */

import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect } from 'storybook/test';
import { TapeGenerationDialog } from '../../../widgets/trading/due-diligence';
import { widgetCanvas } from '../../support/widget-canvas';
import {
  DIALOG_PARAMETERS,
  type DialogArgs,
  InTrading,
  refusal,
  savedDownloads,
  scripted,
  XLSX,
} from '../transfer/dialog-stories';
import { ACTING, TAPE } from './dd-samples';

const meta: Meta<DialogArgs> = {
  title: 'Trading/DueDiligence/TapeGeneration',
  parameters: DIALOG_PARAMETERS,
};
export default meta;
type Story = StoryObj<DialogArgs>;

const GENERATED = {
  body: {
    code: 200,
    message: 'Tape generated',
    data: {
      report_type: 'ASF',
      headers: ['Loan Number', 'Original Loan Amount', 'Credit Score'],
      report_data: {
        loans: [
          { 'Loan Number': 'AGR-000001', 'Original Loan Amount': 250000, 'Credit Score': 742 },
          { 'Loan Number': 'AGR-000002', 'Original Loan Amount': 410000, 'Credit Score': 701 },
        ],
      },
    },
  },
};

function generationStory(reply: unknown): Story {
  const api = scripted(
    {
      'GET /api/users/businessAdminId': { body: { success: true, businessAdminId: ACTING } },
      'POST /api/loan_tape_gen_report': async (request) =>
        new URL(request.url).searchParams.get('format') === 'xlsx' ? XLSX : (reply as never),
    },
    'due_diligence',
  );
  return {
    args: { api },
    render: () => (
      <InTrading api={api} persona="due_diligence">
        <TapeGenerationDialog tapeName={TAPE} open />
      </InTrading>
    ),
  };
}

const generation = async (canvasElement: HTMLElement) => {
  const canvas = widgetCanvas(canvasElement);
  await canvas.findByRole('dialog', { name: 'Generate The Tape to View or Download' });
  return canvas;
};

export const GenerateView: Story = {
  ...generationStory(GENERATED),
  play: async ({ canvasElement, args }) => {
    const canvas = await generation(canvasElement);
    const types = [...(canvas.getByLabelText('Tape type') as HTMLSelectElement).options].map((o) => o.text);
    await expect(types.slice(1)).toEqual([
      'ASF',
      'Supplemental Data Extract (SDE)',
      'Business Purpose Supplement',
      'Valuation Report',
      'ATR OR QM Report',
      'eResi Standard 1',
      'newRez',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'View' }));
    await expect(await canvas.findByText('Please select required field.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Tape type'), 'ASF');
    await userEvent.click(canvas.getByRole('button', { name: 'View' }));
    await expect(await canvas.findByText('AGR-000002')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Credit Score/ })).toBeVisible();
    const call = args.api.calls.find((c: { path: string }) => c.path === '/api/loan_tape_gen_report');
    await expect(call?.body).toEqual({
      loantape_name: TAPE,
      report_type: 'ASF',
      maker_id: ACTING,
    });
  },
};

export const GenerateDownload: Story = {
  ...generationStory(GENERATED),
  play: async ({ canvasElement }) => {
    const canvas = await generation(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Tape type'), 'newRez');
    const saved = await savedDownloads(async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
      await expect(await canvas.findByText('Excel file downloaded successfully!')).toBeVisible();
    });
    await expect(saved).toEqual(['download.xlsx']);
  },
};

export const GenerateRefused: Story = {
  ...generationStory(refusal(400, 'TAPE.NO_LOANS', 'The tape has no loans to generate')),
  play: async ({ canvasElement }) => {
    const canvas = await generation(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Tape type'), 'Valuation Report');
    await userEvent.click(canvas.getByRole('button', { name: 'View' }));
    await expect(await canvas.findByText('The tape has no loans to generate')).toBeVisible();
  },
};
