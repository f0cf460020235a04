/**
 * 'Upload the generated tapes & final docs' in every state of spec §5/§6: the tape types per
 * persona, 'Please select required field.' then 'Please Select an Excel file to upload', uploads
 * to /upload_file?context=tape handed back as blob names, read-only, 375 px.
 */

import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, fn } from 'storybook/test';
import type { LoanPersona } from '../../../core/permissions/actor';
import { FinalDocsUploadDialog } from '../../../widgets/trading/due-diligence';
import { widgetCanvas } from '../../support/widget-canvas';
import {
  DIALOG_PARAMETERS,
  type DialogArgs,
  InTrading,
  pickedFile,
  scripted,
} from '../transfer/dialog-stories';

const meta: Meta<DialogArgs> = { title: 'Trading/DueDiligence/FinalDocs', parameters: DIALOG_PARAMETERS };
export default meta;
type Story = StoryObj<DialogArgs>;

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
