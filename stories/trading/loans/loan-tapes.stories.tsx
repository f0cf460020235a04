/**
 * Loan Tapes (spec §2): tiles with tape name, loan count and issuing authority; a tile opens the
 * tape's dialog with its loans (server-paged) and, for a lender, the open-for-bidding action
 * (§6; disabled on a read-only page, absent for an investor). Empty, failed and pending states
 * are the §2/§8 sentences; the initial tape opens its dialog at once.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, waitFor } from 'storybook/test';
import { LoanTapes } from '../../../widgets/trading/loans';
import { widgetCanvas } from '../../support/widget-canvas';
import { LOAN_DOCUMENTS } from '../documents/document-samples';
import { ok, refusal, TAPES, tapeLoansPage } from './loans-samples';
import { InTrading, LOANS_PARAMETERS, scripted, setValue } from './loans-stories';

const meta: Meta = { title: 'Trading/Loans/LoanTapes', parameters: LOANS_PARAMETERS };
export default meta;
type Story = StoryObj;

const pagedLoans = (request: Request) => {
  const url = new URL(request.url);
  const tape = decodeURIComponent(url.pathname.split('/')[3] ?? '');
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 10);
  return { body: tapeLoansPage(tape, tape === 'Harbor Prime Q3' ? 1 : 42, page, limit) };
};

const routes = {
  'GET /api/tapes': { body: ok(TAPES) },
  'GET /api/tapes/:tape/loans': pagedLoans,
  'GET /api/get_loans_list/fetchDocuments': { body: LOAN_DOCUMENTS },
  'POST /api/open_for_bidding': {
    status: 201,
    body: ok({ bids: [], emailed: 3 }, 'Loan open for bidding and emails sent'),
  },
};

const lender = scripted(routes);
/** A lender's tiles: name, count and authority on each. */
export const LenderTiles: Story = {
  render: () => (
    <InTrading api={lender}>
      <LoanTapes />
    </InTrading>
  ),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const tile = await canvas.findByRole('button', { name: 'Open tape Greenfield 2026-A' });
    await expect(tile).toHaveTextContent('42 loans');
    await expect(tile).toHaveTextContent('FNMA');
    await expect(canvas.getByRole('button', { name: 'Open tape Harbor Prime Q3' })).toHaveTextContent(
      '1 loan',
    );
    await expect(canvas.getByRole('button', { name: /Summit Jumbo/ })).toHaveTextContent('12,050 loans');
  },
};

const opening = scripted(routes);
/** The lender selects a listed loan, picks a deadline and opens it for bidding: the server's toast. */
export const LenderOpensForBidding: Story = {
  render: () => (
    <InTrading api={opening}>
      <LoanTapes />
    </InTrading>
  ),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open tape Greenfield 2026-A' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Open for bidding' }));
    await expect(await canvas.findByText('Please select at least one loan')).toBeVisible();
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select loan GF-1000' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select loan GF-1002' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Open for bidding' }));
    await expect(await canvas.findByText('Please choose when bidding ends')).toBeVisible();
    setValue(canvas.getByLabelText('Bidding ends'), '2099-12-31T17:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Open for bidding' }));
    await expect(await canvas.findByText('Loan open for bidding and emails sent')).toBeVisible();
    const call = opening.calls.find((c) => c.path === '/api/open_for_bidding');
    await expect(call?.body).toEqual({
      loanIds: ['0190b6f0-0000-7000-8000-000000000000'],
      validTill: new Date('2099-12-31T17:00').toISOString(),
    });
  },
};

const paging = scripted(routes);
/** The dialog pages on the server: the next page asks for page 2, a page size for its limit. */
export const DialogPages: Story = {
  render: () => (
    <InTrading api={paging} persona="investor">
      <LoanTapes initialTape="Greenfield 2026-A" />
    </InTrading>
  ),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(await canvas.findByText('GF-1000')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open for bidding' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await expect(await canvas.findByText('GF-1010')).toBeVisible();
    await waitFor(() =>
      expect(paging.calls.some((c) => c.url.includes('page=2') && c.url.includes('limit=10'))).toBe(true),
    );
  },
};

const detail = scripted(routes);
/** View on a row shows the loan detail panel with the §2 sections. */
export const ViewLoanDetail: Story = {
  render: () => (
    <InTrading api={detail} persona="investor">
      <LoanTapes initialTape="Harbor Prime Q3" />
    </InTrading>
  ),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'View loan GF-1000' }));
    await expect(await canvas.findByRole('region', { name: 'Primary Information' })).toHaveTextContent(
      '$3,250.75',
    );
    await expect(canvas.getByRole('region', { name: 'Financial Details' })).toHaveTextContent('6.125%');
  },
};

const readOnly = scripted(routes);
/** A read-only page (§6): the lender sees the action and the checkboxes, all disabled. */
export const ReadOnly: Story = {
  render: () => (
    <InTrading api={readOnly} readOnly>
      <LoanTapes initialTape="Greenfield 2026-A" />
    </InTrading>
  ),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Select loan GF-1000' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Open for bidding' })).toBeDisabled();
    await expect(canvas.getByLabelText('Bidding ends')).toBeDisabled();
  },
};

const empty = scripted({ 'GET /api/tapes': { body: ok([]) } });
export const Empty: Story = {
  render: () => (
    <InTrading api={empty}>
      <LoanTapes />
    </InTrading>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await widgetCanvas(canvasElement).findByText('There are no records to display'),
    ).toBeVisible();
  },
};

const failed = scripted({ 'GET /api/tapes': { status: 500, body: { success: false, error: 'boom' } } });
export const Failed: Story = {
  render: () => (
    <InTrading api={failed}>
      <LoanTapes />
    </InTrading>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await widgetCanvas(canvasElement).findByText('Failed to get data please try later'),
    ).toBeVisible();
  },
};

const pending = scripted({ 'GET /api/tapes': 'pending' });
export const Pending: Story = {
  render: () => (
    <InTrading api={pending}>
      <LoanTapes />
    </InTrading>
  ),
  play: async ({ canvasElement }) => {
    await expect(await widgetCanvas(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

const refused = scripted({
  ...routes,
  'POST /api/open_for_bidding': refusal(422, 'This loan is not available to open for bidding'),
});
/** The server refuses the opening: its own words in the toast. */
export const OpeningRefused: Story = {
  render: () => (
    <InTrading api={refused}>
      <LoanTapes initialTape="Greenfield 2026-A" />
    </InTrading>
  ),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select loan GF-1000' }));
    setValue(canvas.getByLabelText('Bidding ends'), '2099-12-31T17:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Open for bidding' }));
    await expect(await canvas.findByText('This loan is not available to open for bidding')).toBeVisible();
  },
};

/** At 375 px the tiles stack in one column. */
export const Narrow: Story = {
  ...LenderTiles,
  globals: { viewport: { value: 'mobile1' } },
  render: () => (
    <div style={{ maxWidth: 375 }}>
      <InTrading api={scripted(routes)}>
        <LoanTapes />
      </InTrading>
    </div>
  ),
};
