/**
 * The stipulation chat modal (spec §2, §4, §5) in every state: the thread with its ordinal
 * timestamps and attachments; a reply (Send disabled until the file is uploaded, 'Document
 * Name is required', 'Textarea Required'); 'Mark query as resolve' → 'Resolved'; closed by the
 * viewer ('Stipulation already closed') or by the other party ('Stipulation Closed'); the
 * due-diligence resolve that uploads final docs first; empty, failed, pending, read-only;
 * the bid question thread ('Successfully sent inquiry'); 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, waitFor, within } from 'storybook/test';
import type { LoanPersona } from '../../../core/permissions/actor';
import { BidQuestionChat, StipulationChat } from '../../../widgets/trading/stipulations';
import type { MockApi, MockRoutes } from '../../support/mock-api';
import { widgetCanvas } from '../../support/widget-canvas';
import { DOCUMENT_PARAMETERS, InTrading, pickedFile, scripted } from '../documents/documents-stories';
import { SAMPLE_PARTIES } from '../support';
import { closedThread, LOAN, openThread, refusal, view } from './stipulation-samples';

const meta: Meta = { title: 'Trading/Stipulations/StipulationChat', parameters: DOCUMENT_PARAMETERS };
export default meta;
type Story = StoryObj;

function story(
  persona: LoanPersona,
  routes: MockRoutes,
  options: { readOnly?: boolean; width?: number } = {},
) {
  let api: MockApi | null = null;
  return {
    calls: () => api?.calls ?? [],
    story: {
      render: () => {
        api = scripted(routes, persona);
        return (
          <InTrading api={api} persona={persona} readOnly={options.readOnly} width={options.width}>
            <StipulationChat loanId={LOAN._id} loanNumber={LOAN.loan_id} open />
          </InTrading>
        );
      },
    } satisfies Story,
  };
}

const chat = async (canvasElement: HTMLElement) => {
  const canvas = widgetCanvas(canvasElement);
  const dialog = await canvas.findByRole('dialog', { name: 'Stipulations' });
  await expect(dialog).toHaveTextContent('Loan Id: LN-240017');
  return { canvas, chat: within(dialog) };
};

const thread = story('investor', { 'GET /api/stipulations_view/:id': { body: view([openThread()]) } });
export const Thread: Story = {
  ...thread.story,
  play: async ({ canvasElement }) => {
    const { chat: c } = await chat(canvasElement);
    const messages = await c.findAllByRole('article');
    await expect(messages).toHaveLength(2);
    await expect(messages[0]).toHaveTextContent('Harbor Capital');
    await expect(messages[0]).toHaveTextContent('Jan 5th 2026, 3:04 PM');
    await expect(messages[1]).toHaveTextContent('Jan 6th 2026, 9:30 AM');
    await expect(c.getByRole('button', { name: 'View appraisal.pdf' })).toBeEnabled();
    await expect(c.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Mark query as resolve' })).toBeEnabled();
  },
};

const replying = story('investor', {
  'GET /api/stipulations_view/:id': { body: view([openThread()]) },
  'PUT /api/stipulations_reply': { body: { success: true, statusText: 'Reply sent', data: openThread() } },
});
export const Reply: Story = {
  ...replying.story,
  play: async ({ canvasElement }) => {
    const { chat: c } = await chat(canvasElement);
    const send = await c.findByRole('button', { name: 'Send' });
    await userEvent.upload(c.getByLabelText('File'), pickedFile('recert.pdf', 'application/pdf'));
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await expect(await c.findByText('Document Name is required')).toBeVisible();
    await expect(c.getByText('Textarea Required')).toBeVisible();
    await userEvent.type(c.getByLabelText('Document Name'), 'Recertified appraisal');
    await userEvent.type(c.getByLabelText('Message'), 'Recertified value attached.');
    await userEvent.click(send);
    await expect(await widgetCanvas(canvasElement).findByText('Reply sent')).toBeVisible();
    const sent = replying.calls().find((call) => call.path === '/api/stipulations_reply');
    await expect(sent?.body).toMatchObject({
      stipulation_id: 'stip-1',
      docName: 'Recertified appraisal',
      message: 'Recertified value attached.',
      blobName: expect.stringMatching(/^recertpdf/),
    });
  },
};

const closing = story('investor', {
  'GET /api/stipulations_view/:id': (_request, calls) => ({
    body: view([calls === 0 ? openThread() : closedThread(SAMPLE_PARTIES.investor, SAMPLE_PARTIES.investor)]),
  }),
  'PUT /api/stipulations_close': {
    body: {
      success: true,
      statusText: 'Stipulation closed',
      data: closedThread(SAMPLE_PARTIES.investor, SAMPLE_PARTIES.investor),
    },
  },
});
export const InvestorResolves: Story = {
  ...closing.story,
  play: async ({ canvasElement }) => {
    const { chat: c } = await chat(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Mark query as resolve' }));
    await expect(await widgetCanvas(canvasElement).findByText('Stipulation closed')).toBeVisible();
    await expect(await c.findByRole('button', { name: 'Resolved' })).toBeDisabled();
    const sent = closing.calls().find((call) => call.path === '/api/stipulations_close');
    await expect(sent?.body).toEqual({ stipulation_id: 'stip-1' });
    await expect(c.queryByRole('button', { name: 'Send' })).toBeNull();
  },
};

const mine = story('investor', {
  'GET /api/stipulations_view/:id': {
    body: view([closedThread(SAMPLE_PARTIES.investor, SAMPLE_PARTIES.investor)]),
  },
});
/** The viewer closed it: 'Stipulation already closed', 'Resolved' disabled, no reply form. */
export const AlreadyClosed: Story = {
  ...mine.story,
  play: async ({ canvasElement }) => {
    const { chat: c } = await chat(canvasElement);
    await expect(await c.findByText('Stipulation already closed')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Resolved' })).toBeDisabled();
    await expect(c.queryByLabelText('Message')).toBeNull();
  },
};

const theirs = story('due_diligence', {
  'GET /api/stipulations_view/:id': {
    body: view([closedThread(SAMPLE_PARTIES.investor, SAMPLE_PARTIES.dueDiligence)]),
  },
});
export const ClosedByOtherParty: Story = {
  ...theirs.story,
  play: async ({ canvasElement }) => {
    const { chat: c } = await chat(canvasElement);
    await expect(await c.findByRole('button', { name: 'Stipulation Closed' })).toBeDisabled();
    await expect(c.queryByText('Stipulation already closed')).toBeNull();
  },
};

const refused = story('investor', {
  'GET /api/stipulations_view/:id': { body: view([openThread()]) },
  'PUT /api/stipulations_close': refusal(409, 'STIPULATION.CLOSED', 'Stipulation already closed'),
});
/** Someone closed it meanwhile: the server's 'Stipulation already closed'. */
export const CloseRefused: Story = {
  ...refused.story,
  play: async ({ canvasElement }) => {
    const { chat: c } = await chat(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Mark query as resolve' }));
    await expect(await widgetCanvas(canvasElement).findByText('Stipulation already closed')).toBeVisible();
  },
};

const firm = story('due_diligence', {
  'GET /api/stipulations_view/:id': (_request, calls) => ({
    body: view([
      calls === 0 ? openThread() : closedThread(SAMPLE_PARTIES.dueDiligence, SAMPLE_PARTIES.dueDiligence),
    ]),
  }),
  'PUT /api/stipulations_close': {
    body: {
      success: true,
      statusText: 'Stipulation closed',
      data: closedThread(SAMPLE_PARTIES.dueDiligence, SAMPLE_PARTIES.dueDiligence),
    },
  },
});
/** A due-diligence firm resolves with its final docs: upload first, then close with them. */
export const DueDiligenceResolvesWithFinalDocs: Story = {
  ...firm.story,
  play: async ({ canvasElement }) => {
    const { canvas, chat: c } = await chat(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Mark query as resolve' }));
    const upload = within(
      await canvas.findByRole('dialog', { name: 'Upload the generated tapes & final docs' }),
    );
    const resolve = upload.getByRole('button', { name: 'Mark query as resolve' });
    await userEvent.click(resolve);
    await expect(firm.calls().some((call) => call.path === '/api/stipulations_close')).toBe(false);
    await userEvent.selectOptions(upload.getByLabelText('Tape type'), 'inTENT Tape1');
    await userEvent.upload(
      upload.getByLabelText('File'),
      pickedFile('final-tape.xlsx', 'application/vnd.ms-excel'),
    );
    await expect(await upload.findByText('File uploaded successfully')).toBeVisible();
    await userEvent.click(resolve);
    await expect(await c.findByRole('button', { name: 'Resolved' })).toBeDisabled();
    const sent = firm.calls().find((call) => call.path === '/api/stipulations_close');
    await expect(sent?.body).toMatchObject({
      stipulation_id: 'stip-1',
      finalDocs: [expect.stringMatching(/^finaltapexlsx/)],
    });
  },
};

const empty = story('investor', { 'GET /api/stipulations_view/:id': { body: view([]) } });
export const Empty: Story = {
  ...empty.story,
  play: async ({ canvasElement }) => {
    const { chat: c } = await chat(canvasElement);
    await expect(await c.findByText('There are no records to display')).toBeVisible();
  },
};

const failed = story('investor', { 'GET /api/stipulations_view/:id': { status: 500, body: {} } });
export const Failed: Story = {
  ...failed.story,
  play: async ({ canvasElement }) => {
    const { chat: c } = await chat(canvasElement);
    await expect(await c.findByText('Failed to get data please try later')).toBeVisible();
  },
};

const pending = story('investor', { 'GET /api/stipulations_view/:id': 'pending' });
export const Pending: Story = {
  ...pending.story,
  play: async ({ canvasElement }) => {
    const { chat: c } = await chat(canvasElement);
    await expect(await c.findByText('Loading…')).toBeVisible();
  },
};

const readOnly = story(
  'investor',
  { 'GET /api/stipulations_view/:id': { body: view([openThread()]) } },
  { readOnly: true },
);
export const ReadOnly: Story = {
  ...readOnly.story,
  play: async ({ canvasElement }) => {
    const { chat: c } = await chat(canvasElement);
    for (const label of ['Document Name', 'Message', 'File'])
      await expect(await c.findByLabelText(label)).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Mark query as resolve' })).toBeDisabled();
  },
};

export const Narrow: Story = {
  ...story('investor', { 'GET /api/stipulations_view/:id': { body: view([openThread()]) } }, { width: 375 })
    .story,
  play: Thread.play,
};

const BID = { bidId: 'bid-7', bidderId: SAMPLE_PARTIES.investor };
let bidApi: MockApi | null = null;
export const BidQuestion: Story = {
  render: () => {
    bidApi = scripted({
      'GET /api/viewBidStipulations': {
        body: {
          success: true,
          statusText: 'Messages',
          data: [
            {
              _id: 'q1',
              ...BID,
              sender: SAMPLE_PARTIES.investor,
              senderName: 'Harbor Capital',
              message: 'Is the appraisal final?',
              docName: null,
              blobName: null,
              createdAt: '2026-02-01T08:05:00.000Z',
            },
          ],
        },
      },
      'POST /api/bidStipulations': {
        status: 201,
        body: { success: true, statusText: 'Successfully sent inquiry', data: {} },
      },
    });
    return (
      <InTrading api={bidApi} persona="investor">
        <BidQuestionChat {...BID} loanNumber={LOAN.loan_id} open />
      </InTrading>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Bid Query' }));
    await expect(await dialog.findByText('Feb 1st 2026, 8:05 AM')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByText('Textarea Required')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Message'), 'And the flood certificate?');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Successfully sent inquiry')).toBeVisible();
    const sent = bidApi?.calls.find((c) => c.path === '/api/bidStipulations');
    await expect(sent?.body).toMatchObject({ ...BID, message: 'And the flood certificate?' });
  },
};
