/**
 * Document Status Details in every state of spec §4/§8: red, amber and green checks with their
 * words, the §8 sentence and required actions; a failed check in grey; pending; the Update
 * Missing Document upload ('Upload successful'), its required messages, and a read-only page
 * where the upload is disabled; 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, waitFor } from 'storybook/test';
import { DocumentStatusDialog, UpdateMissingDocumentDialog } from '../../../widgets/trading/documents';
import { widgetCanvas } from '../../support/widget-canvas';
import { AMBER_CHECK, GREEN_CHECK, LOAN, RED_CHECK } from './document-samples';
import { DOCUMENT_PARAMETERS, InTrading, pickedFile, scripted } from './documents-stories';

const meta: Meta = { title: 'Trading/Documents/DocumentStatus', parameters: DOCUMENT_PARAMETERS };
export default meta;
type Story = StoryObj;

const ATTENTION =
  'Some documents are missing or require attention. Please review and upload the remaining documents.';
const ACTIONS = ['Review missing documents', 'Upload remaining files', 'Verify document quality'];

function statusStory(
  answer: unknown,
  status = 200,
  options: { readOnly?: boolean; width?: number } = {},
): Story {
  const api = scripted({
    'POST /api/processUserDocCheck': answer === 'pending' ? 'pending' : { status, body: answer },
  });
  return {
    render: () => (
      <InTrading api={api} persona="lender" readOnly={options.readOnly} width={options.width}>
        <DocumentStatusDialog loanId={LOAN._id} loanNumber={LOAN.loan_id} open />
      </InTrading>
    ),
  };
}

async function expectStatus(canvasElement: HTMLElement, words: string, message: string, actions: string[]) {
  const canvas = widgetCanvas(canvasElement);
  const dialog = await canvas.findByRole('dialog', { name: 'Document Status Details' });
  await expect(dialog).toHaveTextContent('Loan Id: LN-240017');
  await expect(await canvas.findByText(words)).toBeVisible();
  await expect(canvas.getByText(message)).toBeVisible();
  for (const action of actions) await expect(canvas.getByText(action)).toBeVisible();
  return canvas;
}

export const Red: Story = {
  ...statusStory(RED_CHECK),
  play: async ({ canvasElement }) => {
    const canvas = await expectStatus(canvasElement, 'Critical: Core Files Missing', ATTENTION, ACTIONS);
    const row = canvas.getByRole('row', { name: /Promissory Note/ });
    await expect(row).toHaveTextContent('CoreMissing');
  },
};

export const Amber: Story = {
  ...statusStory(AMBER_CHECK),
  play: async ({ canvasElement }) => {
    await expectStatus(canvasElement, 'Warning: Additional Files Missing', ATTENTION, ACTIONS);
  },
};

export const Green: Story = {
  ...statusStory(GREEN_CHECK),
  play: async ({ canvasElement }) => {
    const canvas = await expectStatus(
      canvasElement,
      'Complete: All Files Present',
      'All required documents have been successfully uploaded and verified.',
      [],
    );
    await expect(canvas.queryByText('Review missing documents')).toBeNull();
  },
};

/** The check failed: grey 'Status Unknown' (spec §8 "Missing-docs check failure falls back to grey"). */
export const FailedCheckIsGrey: Story = {
  ...statusStory({ success: false, code: 'SERVER', error: 'boom', statusText: 'boom' }, 500),
  play: async ({ canvasElement }) => {
    await expectStatus(canvasElement, 'Status Unknown', ATTENTION, ACTIONS);
  },
};

export const Pending: Story = {
  ...statusStory('pending'),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(await canvas.findByText('Loading…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update Missing Document' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  ...statusStory(RED_CHECK, 200, { readOnly: true }),
  play: async ({ canvasElement }) => {
    const canvas = await expectStatus(canvasElement, 'Critical: Core Files Missing', ATTENTION, ACTIONS);
    await expect(canvas.getByRole('button', { name: 'Update Missing Document' })).toBeDisabled();
  },
};

export const Narrow: Story = { ...statusStory(AMBER_CHECK, 200, { width: 375 }), play: Amber.play };

const uploadApi = () =>
  scripted(
    {
      'POST /api/uploadMissingDocs': {
        status: 201,
        body: {
          success: true,
          statusText: 'Upload successful',
          data: { _id: LOAN._id, documentName: 'Promissory Note', stage_name: 'Origination', revisions: [] },
        },
      },
    },
    'lender',
  );

/** The missing document, named from the check, uploaded with progress and filed: 'Upload successful'. */
export const UploadMissingDocument: Story = {
  render: (_args, context) => {
    const api = uploadApi();
    context.parameters.api = api;
    return (
      <InTrading api={api} persona="lender">
        <UpdateMissingDocumentDialog loanId={LOAN._id} docName="Promissory Note" open />
      </InTrading>
    );
  },
  play: async ({ canvasElement, parameters }) => {
    const canvas = widgetCanvas(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Update Missing Document' });
    await expect(canvas.getByLabelText('Document Name')).toHaveValue('Promissory Note');
    await userEvent.upload(canvas.getByLabelText('File'), pickedFile('note.pdf', 'application/pdf'));
    await expect(await canvas.findByText('File uploaded successfully')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await canvas.findByText('Upload successful')).toBeVisible();
    const filed = parameters.api.calls.find((c: { path: string }) => c.path === '/api/uploadMissingDocs');
    await expect(filed.body).toMatchObject({
      loan_id: LOAN._id,
      docName: 'Promissory Note',
      fileNameGiven: 'note.pdf',
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Nothing named, nothing uploaded: each field's message, nothing sent. */
export const UploadRequiredMessages: Story = {
  render: () => (
    <InTrading api={uploadApi()} persona="lender">
      <UpdateMissingDocumentDialog loanId={LOAN._id} open />
    </InTrading>
  ),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload' }));
    await expect(await canvas.findByText('Document Name is required')).toBeVisible();
    await expect(canvas.getByText('Please select file to upload')).toBeVisible();
  },
};

/** A type the missing-document upload does not take (spec §5: .pdf, .doc, .docx, .xlsx). */
export const UploadWrongType: Story = {
  render: UploadRequiredMessages.render,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const input = await canvas.findByLabelText('File');
    await userEvent.upload(input, pickedFile('photo.png', 'image/png'), { applyAccept: false });
    await expect(
      await canvas.findByText(
        '(photo.png) is not of supported formats. Please upload document of valid type.',
      ),
    ).toBeVisible();
  },
};
