/**
 * DD FULL REVIEW start form and chat viewer in every state of spec §5/§8: the firms to pick,
 * 'Please select required field.' for a missing party or file, the start sent as multipart with
 * the party, tape and file, the server's refusal text, read-only, 375 px; the viewer's case,
 * engagement file, review threads with chat timestamps, empty and failed states.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect } from 'storybook/test';
import { DdChatViewer, DdStartDialog } from '../../../widgets/trading/due-diligence';
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

const meta: Meta<DialogArgs> = { title: 'Trading/DueDiligence/DdFullReview', parameters: DIALOG_PARAMETERS };
export default meta;
type Story = StoryObj<DialogArgs>;

const TAPE = 'Agrifields-ASF-2024';
const FIRMS = {
  body: {
    success: true,
    statusText: 'Parties',
    data: [
      { user_id: SAMPLE_PARTIES.dueDiligence, first_name: 'Clearview Diligence' },
      { user_id: 'dd-2', first_name: 'Northgate Review' },
    ],
  },
};
const CASE = {
  _id: 'case-1',
  blobName: 'f'.repeat(64),
  ddFirmId: SAMPLE_PARTIES.dueDiligence,
  investorId: SAMPLE_PARTIES.investor,
  startedAt: '2026-11-20T15:04:00.000Z',
  tape_name: TAPE,
};

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

const THREADS = {
  body: {
    success: true,
    dropdown: [],
    data: [
      {
        _id: 'st-1',
        baseCollectionId: 'loan-1',
        closed: false,
        closedAt: null,
        closedBy: null,
        collectionName: 'loanMetadata',
        createdAt: '2026-11-21T09:00:00.000Z',
        docInfo: 'Title commitment missing',
        finalDocs: [],
        messages: [
          {
            _id: 'm-1',
            blobName: null,
            createdAt: '2026-11-21T09:00:00.000Z',
            docName: '',
            message: 'Please send the title commitment.',
            sender: SAMPLE_PARTIES.dueDiligence,
            senderHexId: '0000000000000003',
            senderName: 'Clearview Diligence',
            timestamp: '2026-11-21T09:00:00.000Z',
            uploadedBy: null,
          },
        ],
        notice: null,
        partyA: {
          agreeToClosed: false,
          name: 'Clearview Diligence',
          persona: 'Due Diligence',
          userId: SAMPLE_PARTIES.dueDiligence,
        },
        partyB: {
          agreeToClosed: false,
          name: 'Investor',
          persona: 'Investor',
          userId: SAMPLE_PARTIES.investor,
        },
        resolveButton: { disabled: false, label: 'Mark query as resolve' },
        stage: 'Due-Diligence',
        stipData: {
          closed: false,
          partyA: { agreeToClosed: false, userId: 'a' },
          partyB: { agreeToClosed: false, userId: 'b' },
        },
        tape_name: TAPE,
      },
    ],
  },
};

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
