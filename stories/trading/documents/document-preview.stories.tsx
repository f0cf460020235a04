/**
 * Document Preview in every state of spec §2/§8: a PDF in a frame, an image, a spreadsheet as
 * a table (first sheet, header row), an unreadable spreadsheet ('Error loading Excel file'), an
 * empty one ('No data available'), fetch failures in the words of each kind ('Failed to fetch
 * Excel file', 'Error downloading pdf', 'Error downloading image'), pending; and the Verified
 * Document viewer and Shared Documents with their stage and document pickers, empty and failed.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, within } from 'storybook/test';
import { DocumentPreview, SharedDocuments, VerifiedDocumentViewer } from '../../../widgets/trading/documents';
import type { MockRoutes } from '../../support/mock-api';
import { widgetCanvas } from '../../support/widget-canvas';
import { LOAN, LOAN_DOCUMENTS, pdfBlob, pngBlob, xlsxBlob } from './document-samples';
import { DOCUMENT_PARAMETERS, InTrading, scripted } from './documents-stories';

const meta: Meta = { title: 'Trading/Documents/DocumentPreview', parameters: DOCUMENT_PARAMETERS };
export default meta;
type Story = StoryObj;

const FAILED = {
  status: 404,
  body: { success: false, code: 'BLOB.NOT_FOUND', error: 'Not found', statusText: 'Not found' },
};

function previewStory(fileName: string, routes: MockRoutes, width?: number): Story {
  const api = scripted(routes);
  return {
    render: () => (
      <InTrading api={api} persona="investor" width={width}>
        <DocumentPreview document={{ blobName: 'b1', fileName, loanId: LOAN._id }} open />
      </InTrading>
    ),
  };
}

const dialog = async (canvasElement: HTMLElement) => {
  const canvas = widgetCanvas(canvasElement);
  return within(await canvas.findByRole('dialog', { name: 'Document Preview' }));
};

export const Pdf: Story = {
  ...previewStory('appraisal.pdf', { 'GET /api/get_loan_pdf/:blob': { body: pdfBlob() } }),
  play: async ({ canvasElement }) => {
    const view = await dialog(canvasElement);
    const frame = await view.findByTitle('Preview: appraisal.pdf');
    await expect((frame as HTMLIFrameElement).src).toMatch(/^blob:/);
    await expect(view.getByRole('button', { name: 'Download' })).toBeEnabled();
  },
};

export const Image: Story = {
  ...previewStory('front.png', { 'GET /api/get_image/:blob': { body: pngBlob() } }),
  play: async ({ canvasElement }) => {
    const view = await dialog(canvasElement);
    await expect(await view.findByRole('img', { name: 'front.png' })).toBeVisible();
  },
};

export const Spreadsheet: Story = {
  ...previewStory('tape.xlsx', { 'GET /api/get_loan_pdf/:blob': { body: xlsxBlob(3) } }),
  play: async ({ canvasElement }) => {
    const view = await dialog(canvasElement);
    const table = await view.findByRole('table', { name: 'tape.xlsx' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Loan ID', 'Loan Amount ($)', 'FICO']);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(table).toHaveTextContent('LN-240002');
  },
};

export const SpreadsheetTooBig: Story = {
  ...previewStory('big.xlsx', { 'GET /api/get_loan_pdf/:blob': { body: xlsxBlob(600) } }),
  play: async ({ canvasElement }) => {
    const view = await dialog(canvasElement);
    await expect(
      await view.findByText('Only the first rows and columns are shown; download the file to see all of it.'),
    ).toBeVisible();
  },
};

export const SpreadsheetEmpty: Story = {
  ...previewStory('empty.xlsx', { 'GET /api/get_loan_pdf/:blob': { body: xlsxBlob(-1) } }),
  play: async ({ canvasElement }) => {
    await expect(await (await dialog(canvasElement)).findByText('No data available')).toBeVisible();
  },
};

export const SpreadsheetUnreadable: Story = {
  ...previewStory('old.xlsx', {
    'GET /api/get_loan_pdf/:blob': {
      body: new Blob(['not a workbook'], { type: 'application/octet-stream' }),
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(await (await dialog(canvasElement)).findByText('Error loading Excel file')).toBeVisible();
  },
};

export const SpreadsheetFetchFailed: Story = {
  ...previewStory('tape.xlsx', { 'GET /api/get_loan_pdf/:blob': FAILED }),
  play: async ({ canvasElement }) => {
    const view = await dialog(canvasElement);
    await expect(await view.findByText('Failed to fetch Excel file')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Download' })).toBeDisabled();
  },
};

export const PdfFetchFailed: Story = {
  ...previewStory('appraisal.pdf', { 'GET /api/get_loan_pdf/:blob': FAILED }),
  play: async ({ canvasElement }) => {
    await expect(await (await dialog(canvasElement)).findByText('Error downloading pdf')).toBeVisible();
  },
};

export const ImageFetchFailed: Story = {
  ...previewStory('front.png', { 'GET /api/get_image/:blob': FAILED }),
  play: async ({ canvasElement }) => {
    await expect(await (await dialog(canvasElement)).findByText('Error downloading image')).toBeVisible();
  },
};

export const Pending: Story = {
  ...previewStory('appraisal.pdf', { 'GET /api/get_loan_pdf/:blob': 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await (await dialog(canvasElement)).findByText('Loading…')).toBeVisible();
  },
};

export const NarrowSpreadsheet: Story = {
  ...previewStory('tape.xlsx', { 'GET /api/get_loan_pdf/:blob': { body: xlsxBlob(12) } }, 375),
  play: async ({ canvasElement }) => {
    const table = await (await dialog(canvasElement)).findByRole('table', { name: 'tape.xlsx' });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
  },
};

const documentsRoutes: MockRoutes = {
  'GET /api/get_loans_list/fetchDocuments': { body: LOAN_DOCUMENTS },
  'GET /api/get_loan_pdf/:blob': (request) =>
    request.url.includes('tapexlsx') ? { body: xlsxBlob(2) } : { body: pdfBlob() },
  'GET /api/get_image/:blob': { body: pngBlob() },
};

export const VerifiedDocuments: Story = {
  render: () => (
    <InTrading api={scripted(documentsRoutes)} persona="due_diligence">
      <VerifiedDocumentViewer loanId={LOAN._id} />
    </InTrading>
  ),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const stage = await canvas.findByLabelText('Stage');
    await expect(stage).toHaveValue('Origination');
    await expect(canvas.getByLabelText('Document')).toHaveValue('Appraisal Report');
    await expect(await canvas.findByTitle('Preview: appraisal-v2.pdf')).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText('Document'), 'Property Photo');
    await expect(await canvas.findByRole('img', { name: 'front.png' })).toBeVisible();
    await userEvent.selectOptions(stage, 'Due-Diligence');
    await expect(canvas.getByLabelText('Document')).toHaveValue('Loan Tape');
    await expect(await canvas.findByRole('table', { name: 'tape.xlsx' })).toBeVisible();
  },
};

export const Shared: Story = {
  render: () => (
    <InTrading api={scripted(documentsRoutes)} persona="lender">
      <SharedDocuments loanId={LOAN._id} />
    </InTrading>
  ),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const versions = await canvas.findByRole('table', { name: 'Appraisal Report' });
    const rows = within(versions).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('appraisal-v2.pdf');
    await expect(rows[1]).toHaveTextContent('Oct 9th, 2026');
    await userEvent.click(within(versions).getByRole('button', { name: 'Preview appraisal-v1.pdf' }));
    const preview = within(await canvas.findByRole('dialog', { name: 'Document Preview' }));
    await expect(await preview.findByTitle('Preview: appraisal-v1.pdf')).toBeInTheDocument();
  },
};

export const SharedEmpty: Story = {
  render: () => (
    <InTrading
      api={scripted({
        'GET /api/get_loans_list/fetchDocuments': {
          body: {
            success: true,
            statusText: 'Documents',
            data: { _id: LOAN._id, stages: [], documents: [] },
          },
        },
      })}
      persona="lender"
    >
      <SharedDocuments loanId={LOAN._id} />
    </InTrading>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await widgetCanvas(canvasElement).findByText('There are no records to display'),
    ).toBeVisible();
  },
};

export const SharedFailed: Story = {
  render: () => (
    <InTrading
      api={scripted({ 'GET /api/get_loans_list/fetchDocuments': { status: 500, body: {} } })}
      persona="lender"
    >
      <SharedDocuments loanId={LOAN._id} />
    </InTrading>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await widgetCanvas(canvasElement).findByText('Failed to get data please try later'),
    ).toBeVisible();
  },
};

export const SharedNarrow: Story = {
  render: () => (
    <InTrading api={scripted(documentsRoutes)} persona="lender" width={375}>
      <SharedDocuments loanId={LOAN._id} />
    </InTrading>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await widgetCanvas(canvasElement).findByRole('table', { name: 'Appraisal Report' }),
    ).toBeVisible();
  },
};
