/**
 * Select DD, 'Upload the generated tapes & final docs' and 'Generate The Tape to View or
 * Download' in every state of spec §5/§6/§8/§9: the cases (empty, failed, chosen), the tape
 * types per persona, 'Please select required field.' and 'Please Select an Excel file to
 * upload', uploads handed back as blob names, the seven generation types, the generated tape
 * as a table, its download.xlsx and the server's message on a 400, read-only, 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, fn } from 'storybook/test';
import type { LoanPersona } from '../../../core/permissions/actor';
import {
  FinalDocsUploadDialog,
  SelectDdDialog,
  TapeGenerationDialog,
} from '../../../widgets/trading/due-diligence';
import { widgetCanvas } from '../../support/widget-canvas';
import { SAMPLE_PARTIES } from '../support';
import {
  DIALOG_PARAMETERS,
  type DialogArgs,
  InTrading,
  pickedFile,
  refusal,
  savedDownloads,
  scripted,
  XLSX,
} from '../transfer/dialog-stories';

const meta: Meta<DialogArgs> = { title: 'Trading/DueDiligence/Tapes', parameters: DIALOG_PARAMETERS };
export default meta;
type Story = StoryObj<DialogArgs>;

const TAPE = 'Agrifields-ASF-2024';
/** The business admin the signed-in due-diligence user acts as (spec §6). */
const ACTING = 'business-admin-7';
const CASE = {
  _id: 'case-1',
  blobName: 'f'.repeat(64),
  ddFirmId: SAMPLE_PARTIES.dueDiligence,
  investorId: SAMPLE_PARTIES.investor,
  startedAt: '2026-11-20T15:04:00.000Z',
  tape_name: TAPE,
};

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

function finalDocsStory(options: { persona?: LoanPersona; readOnly?: boolean; width?: number } = {}): Story {
  const onUploaded = fn();
  const api = scripted(
    {
      'POST /api/upload_file': async (request) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        const blobName = `${'b'.repeat(60)}${file.name.length.toString().padStart(4, '0')}`;
        return {
          status: 201,
          body: {
            success: true,
            statusText: 'File uploaded successfully',
            blobName,
            data: { blobName, fileNameGiven: file.name, size: file.size },
          },
        };
      },
    },
    options.persona ?? 'due_diligence',
  );
  return {
    args: { api, onUploaded },
    render: () => (
      <InTrading
        api={api}
        persona={options.persona ?? 'due_diligence'}
        readOnly={options.readOnly}
        width={options.width}
      >
        <FinalDocsUploadDialog open onUploaded={onUploaded} />
      </InTrading>
    ),
  };
}

const finalDocs = async (canvasElement: HTMLElement) => {
  const canvas = widgetCanvas(canvasElement);
  await canvas.findByRole('dialog', { name: 'Upload the generated tapes & final docs' });
  return { canvas, done: canvas.getByRole('button', { name: 'Done' }) };
};

export const FinalDocsRequired: Story = {
  ...finalDocsStory(),
  play: async ({ canvasElement, args }) => {
    const { canvas, done } = await finalDocs(canvasElement);
    const types = [...(canvas.getByLabelText('Tape type') as HTMLSelectElement).options].map((o) => o.text);
    await expect(types).toEqual([
      'Select a tape type',
      'inTENT Tape1',
      'Scienna Fees',
      'Scienna Disclosures',
      'Scienna Loans',
      'newRez',
      'eResi Standard 1',
    ]);
    await expect(canvas.getByLabelText('File')).toBeDisabled();
    await userEvent.click(done);
    await expect(await canvas.findByText('Please select required field.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Tape type'), 'newRez');
    await userEvent.click(done);
    await expect(
      (await canvas.findAllByText('Please Select an Excel file to upload')).length,
    ).toBeGreaterThan(0);
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

export const FinalDocsUploaded: Story = {
  ...finalDocsStory({ width: 375 }),
  play: async ({ canvasElement, args }) => {
    const { canvas, done } = await finalDocs(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Tape type'), 'eResi Standard 1');
    await userEvent.upload(
      canvas.getByLabelText('File'),
      pickedFile('eresi.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    );
    await expect(await canvas.findByText('File uploaded successfully')).toBeVisible();
    await userEvent.click(done);
    await expect(args.onUploaded).toHaveBeenCalledWith([
      { tapeType: 'eResi Standard 1', fileName: 'eresi.xlsx', blobName: `${'b'.repeat(60)}0010` },
    ]);
    await expect(args.api.calls[0]?.url).toContain('context=tape');
  },
};

export const FinalDocsInvestorTypes: Story = {
  ...finalDocsStory({ persona: 'investor' }),
  play: async ({ canvasElement }) => {
    const { canvas } = await finalDocs(canvasElement);
    const types = [...(canvas.getByLabelText('Tape type') as HTMLSelectElement).options].map((o) => o.text);
    await expect(types).toEqual(['Select a tape type', 'ASF', 'Supplemental Data Extract']);
  },
};

export const FinalDocsReadOnly: Story = {
  ...finalDocsStory({ readOnly: true }),
  play: async ({ canvasElement }) => {
    const { canvas, done } = await finalDocs(canvasElement);
    await expect(done).toBeDisabled();
    await expect(canvas.getByLabelText('Tape type')).toBeDisabled();
  },
};

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
