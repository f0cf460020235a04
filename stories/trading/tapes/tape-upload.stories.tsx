/**
 * The tape import in every state of spec §5/§8: the mappings to pick and the columns one reads,
 * 'Please select required field.' and 'Please Select an Excel file to upload', the import sent
 * as multipart (xlsxFile, tapeName, updateTape, mappingName), 'Files Imported SuccessFully.',
 * the edit report as a table (refused rows and flagged values, filterable, downloaded whole),
 * a refused file, read-only, 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect } from 'storybook/test';
import { TapeUpload } from '../../../widgets/trading/tapes';
import { widgetCanvas } from '../../support/widget-canvas';
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
import { IMPORTED, MAPPINGS } from './tape-samples';

const meta: Meta<DialogArgs> = { title: 'Trading/Tapes/TapeUpload', parameters: DIALOG_PARAMETERS };
export default meta;
type Story = StoryObj<DialogArgs>;

function uploadStory(
  reply: unknown,
  options: { tapeName?: string; readOnly?: boolean; width?: number } = {},
): Story {
  const api = scripted(
    {
      'GET /api/field_mappings': MAPPINGS,
      'POST /api/excel_Upload': reply as never,
      'GET /api/tape_import_report/:batch': XLSX,
    },
    'lender',
  );
  return {
    args: { api },
    render: () => (
      <InTrading api={api} persona="lender" readOnly={options.readOnly} width={options.width}>
        <TapeUpload tapeName={options.tapeName} />
      </InTrading>
    ),
  };
}

const form = async (canvasElement: HTMLElement) => {
  const canvas = widgetCanvas(canvasElement);
  await canvas.findByRole('option', { name: 'ASF (built-in)' });
  return { canvas, importButton: canvas.getByRole('button', { name: 'Import' }) };
};

export const RequiredFields: Story = {
  ...uploadStory({ body: IMPORTED }),
  play: async ({ canvasElement, args }) => {
    const { canvas, importButton } = await form(canvasElement);
    await userEvent.click(importButton);
    await expect(await canvas.findByText('Please select required field.')).toBeVisible();
    await expect(canvas.getByText('Please Select an Excel file to upload')).toBeVisible();
    await expect(args.api.calls.filter((c: { path: string }) => c.path === '/api/excel_Upload')).toHaveLength(
      0,
    );
  },
};

export const ImportedWithReport: Story = {
  ...uploadStory({ body: IMPORTED }),
  play: async ({ canvasElement, args }) => {
    const { canvas, importButton } = await form(canvasElement);
    await userEvent.type(canvas.getByLabelText('Tape Name'), 'Spring-2026');
    await userEvent.selectOptions(canvas.getByLabelText('Column mapping'), 'Agrifields columns');
    await expect(await canvas.findByText('Bureau Score')).toBeVisible();
    await userEvent.click(canvas.getByLabelText('Update the loans already on this tape'));
    await userEvent.upload(
      canvas.getByLabelText('Tape file (.xlsx, .xls, .csv)'),
      pickedFile('spring.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    );
    await userEvent.click(importButton);
    await expect(await canvas.findByText('Files Imported SuccessFully.')).toBeVisible();
    const body = String(args.api.calls.find((c: { path: string }) => c.path === '/api/excel_Upload')?.body);
    for (const part of ['name="xlsxFile"', 'Spring-2026', 'Agrifields columns', 'name="updateTape"'])
      await expect(body).toContain(part);
    await expect(body).toMatch(/name="updateTape"\r\n\r\ntrue/);

    const report = canvas.getByRole('region', { name: 'Import report' });
    await expect(report).toHaveTextContent('Refused2');
    await expect(canvas.getByText('FICO must be between 300 and 850')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Show'), 'flagged');
    await expect(canvas.queryByText('FICO must be between 300 and 850')).toBeNull();
    await expect(canvas.getByText('LTV above 97 is unusual: confirm it')).toBeVisible();
    const saved = await savedDownloads(async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Download the full report' }));
      await expect(await canvas.findByText('Excel file downloaded successfully!')).toBeVisible();
    });
    await expect(saved).toEqual(['download.xlsx']);
  },
};

export const FileRefused: Story = {
  ...uploadStory(refusal(400, 'TAPE.NO_VALID_ROWS', 'No row of the tape could be imported'), {
    tapeName: 'Spring-2026',
  }),
  play: async ({ canvasElement }) => {
    const { canvas, importButton } = await form(canvasElement);
    await expect(canvas.getByLabelText('Tape Name')).toHaveAttribute('readonly');
    await userEvent.upload(
      canvas.getByLabelText('Tape file (.xlsx, .xls, .csv)'),
      pickedFile('spring.csv', 'text/csv'),
    );
    await userEvent.click(importButton);
    await expect(await canvas.findByText('No row of the tape could be imported')).toBeVisible();
  },
};

export const Pending: Story = {
  ...uploadStory('pending', { tapeName: 'Spring-2026', width: 375 }),
  play: async ({ canvasElement }) => {
    const { canvas, importButton } = await form(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('Tape file (.xlsx, .xls, .csv)'),
      pickedFile('spring.csv', 'text/csv'),
    );
    await userEvent.click(importButton);
    await expect(await canvas.findByText('Importing 50%')).toBeVisible();
    await expect(importButton).toHaveAttribute('aria-busy', 'true');
  },
};

export const ReadOnly: Story = {
  ...uploadStory({ body: IMPORTED }, { readOnly: true }),
  play: async ({ canvasElement }) => {
    const { canvas, importButton } = await form(canvasElement);
    await expect(importButton).toBeDisabled();
    await expect(canvas.getByLabelText('Tape file (.xlsx, .xls, .csv)')).toBeDisabled();
  },
};
