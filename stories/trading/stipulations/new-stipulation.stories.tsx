/**
 * The new-stipulation form (spec §2 "Loan Id header", §5, §6) in every state: an investor picks
 * stage and second party and creates the query; due-diligence and rating-agency users have no
 * stage or second party; a submit missing anything shows the messages and 'Please select
 * required field.'; the server's 'Query marked as resolved for this stage.'; the second parties
 * failing to load; read-only (every control disabled); 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, waitFor } from 'storybook/test';
import type { LoanPersona } from '../../../core/permissions/actor';
import { NewStipulationDialog } from '../../../widgets/trading/stipulations';
import type { MockApi, MockRoutes } from '../../support/mock-api';
import { widgetCanvas } from '../../support/widget-canvas';
import { DOCUMENT_PARAMETERS, InTrading, pickedFile, scripted } from '../documents/documents-stories';
import { LOAN, openThread, refusal, view } from './stipulation-samples';

const meta: Meta = { title: 'Trading/Stipulations/NewStipulation', parameters: DOCUMENT_PARAMETERS };
export default meta;
type Story = StoryObj;

const CREATED = {
  status: 201,
  body: { success: true, statusText: 'Stipulation created', data: openThread('stip-9') },
};

function story(
  persona: LoanPersona,
  routes: MockRoutes = {},
  options: { readOnly?: boolean; width?: number } = {},
) {
  let api: MockApi | null = null;
  const make = () => {
    api = scripted(
      {
        'GET /api/stipulations_view/:id': { body: view([]) },
        'POST /api/stipulations_create': CREATED,
        ...routes,
      },
      persona,
    );
    return api;
  };
  return {
    calls: () => api?.calls ?? [],
    story: {
      render: () => (
        <InTrading api={make()} persona={persona} readOnly={options.readOnly} width={options.width}>
          <NewStipulationDialog loanId={LOAN._id} loanNumber={LOAN.loan_id} open />
        </InTrading>
      ),
    } satisfies Story,
  };
}

async function fill(canvasElement: HTMLElement, picks: boolean) {
  const canvas = widgetCanvas(canvasElement);
  const dialog = await canvas.findByRole('dialog', { name: 'New Stipulation' });
  await expect(dialog).toHaveTextContent('Loan Id: LN-240017');
  await userEvent.type(await canvas.findByLabelText('Document Information'), 'Appraisal Report');
  if (picks)
    await userEvent.selectOptions(
      canvas.getByLabelText('Second Party'),
      'Clearview Diligence (Due Diligence)',
    );
  await userEvent.type(canvas.getByLabelText('Message'), 'Please confirm the appraised value.');
  await userEvent.upload(canvas.getByLabelText('File'), pickedFile('appraisal.pdf', 'application/pdf'));
  await expect(await canvas.findByText('File uploaded successfully')).toBeVisible();
  return { canvas, dialog };
}

const investor = story('investor');
export const InvestorCreates: Story = {
  ...investor.story,
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await fill(canvasElement, true);
    await expect(canvas.getByLabelText('Stage')).toHaveValue('Due-Diligence');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText('Stipulation created')).toBeVisible();
    const sent = investor.calls().find((c) => c.path === '/api/stipulations_create');
    await expect(sent?.body).toMatchObject({
      loanId: LOAN._id,
      docInfo: 'Appraisal Report',
      stage: 'Due-Diligence',
      message: 'Please confirm the appraised value.',
      blobName: expect.stringMatching(/^appraisalpdf/),
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

const firm = story('due_diligence');
/** Due-diligence firms pick neither stage nor second party (spec §6). */
export const DueDiligenceCreates: Story = {
  ...firm.story,
  play: async ({ canvasElement }) => {
    const { canvas } = await fill(canvasElement, false);
    await expect(canvas.queryByLabelText('Stage')).toBeNull();
    await expect(canvas.queryByLabelText('Second Party')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText('Stipulation created')).toBeVisible();
    const sent = firm.calls().find((c) => c.path === '/api/stipulations_create');
    await expect(sent?.body).not.toHaveProperty('partyB');
  },
};

const agency = story('rating_agency');
export const RatingAgencyHasNoSelectors: Story = {
  ...agency.story,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(await canvas.findByLabelText('Document Information')).toBeVisible();
    await expect(canvas.queryByLabelText('Stage')).toBeNull();
    await expect(canvas.queryByLabelText('Second Party')).toBeNull();
  },
};

const missing = story('investor');
export const RequiredFields: Story = {
  ...missing.story,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText('Please select file to upload')).toBeVisible();
    await expect(canvas.getAllByText('Please select required field.').length).toBeGreaterThanOrEqual(3);
    await expect(missing.calls().some((c) => c.path === '/api/stipulations_create')).toBe(false);
  },
};

const resolved = story('investor', {
  'POST /api/stipulations_create': refusal(
    422,
    'STIPULATION.STAGE_RESOLVED',
    'Query marked as resolved for this stage.',
  ),
});
export const StageAlreadyResolved: Story = {
  ...resolved.story,
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await fill(canvasElement, true);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText('Query marked as resolved for this stage.')).toBeVisible();
    await expect(dialog).toBeInTheDocument();
  },
};

const partiesFail = story('investor', { 'GET /api/stipulations_view/:id': { status: 500, body: {} } });
export const SecondPartiesFailed: Story = {
  ...partiesFail.story,
  play: async ({ canvasElement }) => {
    await expect(
      await widgetCanvas(canvasElement).findByText('Failed to get data please try later'),
    ).toBeVisible();
  },
};

const readOnly = story('investor', {}, { readOnly: true });
export const ReadOnly: Story = {
  ...readOnly.story,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    for (const label of ['Document Information', 'Stage', 'Second Party', 'Message', 'File'])
      await expect(await canvas.findByLabelText(label)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

export const Narrow: Story = { ...story('investor', {}, { width: 375 }).story, play: RequiredFields.play };
