/**
 * Compare Field Data, the stakeholder export and one loan's generated tape in every state of
 * spec §8/§9: Yes/No rows in words and colour, compare_fields_{loan}_{tape}.xlsx,
 * 'Error in comparision', stakeholder_data_{tape}.xlsx, 'No Records To Download', 'Error
 * downloading Excel file.', download.xlsx, empty, failed, read-only, 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect } from 'storybook/test';
import {
  CompareFieldDataDialog,
  LoanTapeDialog,
  StakeholderExportButton,
} from '../../../widgets/trading/tapes';
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

const meta: Meta<DialogArgs> = { title: 'Trading/Tapes/Exports', parameters: DIALOG_PARAMETERS };
export default meta;
type Story = StoryObj<DialogArgs>;

const TAPE = 'Agrifields-ASF-2024';
/** The business admin the signed-in due-diligence user acts as (spec §6). */
const ACTING = 'business-admin-7';
const LOAN = { _id: 'a1b2c3d4e5f60718293a4b5c', loan_id: 'AGR-000017' };
const COMPARED = {
  body: {
    code: 200,
    message: 'Compared',
    data: [
      { fieldName: 'Original Loan Amount', dataValue: '250000', generatedValue: '250000', matched: 'Yes' },
      { fieldName: 'Credit Score', dataValue: '742', generatedValue: '724', matched: 'No' },
    ],
  },
};

const xlsxOr = (reply: unknown) => async (request: Request) =>
  new URL(request.url).searchParams.get('format') === 'xlsx' ? XLSX : (reply as never);

function compareStory(reply: unknown, options: { readOnly?: boolean; width?: number } = {}): Story {
  const api = scripted({ 'POST /api/compareFieldData': xlsxOr(reply) }, 'due_diligence');
  return {
    args: { api },
    render: () => (
      <InTrading api={api} persona="due_diligence" readOnly={options.readOnly} width={options.width}>
        <CompareFieldDataDialog loanId={LOAN._id} loanNumber={LOAN.loan_id} tapeName={TAPE} open />
      </InTrading>
    ),
  };
}

export const Compare: Story = {
  ...compareStory(COMPARED, { width: 375 }),
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    await canvas.findByRole('dialog', { name: 'Compare Field Data' });
    await expect(await canvas.findByRole('row', { name: /Credit Score 742 724 No/ })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Original Loan Amount 250000 250000 Yes/ })).toBeVisible();
    const saved = await savedDownloads(async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
      await expect(await canvas.findByText('Excel file downloaded successfully!')).toBeVisible();
    });
    await expect(saved).toEqual([`compare_fields_${LOAN.loan_id}_${TAPE}.xlsx`]);
    await expect(args.api.calls[0]?.body).toEqual({ loan_id: LOAN._id, tapeName: TAPE });
  },
};

export const CompareFailed: Story = {
  ...compareStory(refusal(422, 'TAPE.COMPARE', 'Error in comparision')),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(await canvas.findByText('Error in comparision')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeDisabled();
  },
};

export const CompareEmpty: Story = {
  ...compareStory({ body: { code: 200, message: 'Compared', data: [] } }),
  play: async ({ canvasElement }) => {
    await expect(
      await widgetCanvas(canvasElement).findByText('There are no records to display'),
    ).toBeVisible();
  },
};

export const CompareReadOnly: Story = {
  ...compareStory(COMPARED, { readOnly: true }),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await canvas.findByRole('row', { name: /Credit Score/ });
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeDisabled();
  },
};

function exportStory(reply: unknown, loanIds: string[], readOnly = false): Story {
  const api = scripted({ 'POST /api/stakeholderDataByLoanIds': reply as never }, 'due_diligence');
  return {
    args: { api },
    render: () => (
      <InTrading api={api} persona="due_diligence" readOnly={readOnly}>
        <StakeholderExportButton tapeName={TAPE} loanIds={loanIds} />
      </InTrading>
    ),
  };
}

export const StakeholderExport: Story = {
  ...exportStory(XLSX, [LOAN._id]),
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    const saved = await savedDownloads(async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Export stakeholder data' }));
      await expect(await canvas.findByText('Excel file downloaded successfully!')).toBeVisible();
    });
    await expect(saved).toEqual([`stakeholder_data_${TAPE}.xlsx`]);
    await expect(args.api.calls[0]?.body).toEqual({ loanIds: [LOAN._id], tapeName: TAPE });
  },
};

export const StakeholderExportNothing: Story = {
  ...exportStory(XLSX, []),
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export stakeholder data' }));
    await expect(await canvas.findByText('No Records To Download')).toBeVisible();
    await expect(args.api.calls.filter((c: { path: string }) => c.path.includes('stakeholder'))).toHaveLength(
      0,
    );
  },
};

export const StakeholderExportFailed: Story = {
  ...exportStory(refusal(500, 'SERVER', 'boom'), [LOAN._id]),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export stakeholder data' }));
    await expect(await canvas.findByText('Error downloading Excel file.')).toBeVisible();
  },
};

export const StakeholderExportReadOnly: Story = {
  ...exportStory(XLSX, [LOAN._id], true),
  play: async ({ canvasElement }) => {
    await expect(
      await widgetCanvas(canvasElement).findByRole('button', { name: 'Export stakeholder data' }),
    ).toBeDisabled();
  },
};

function loanTapeStory(reply: unknown): Story {
  const api = scripted(
    {
      'GET /api/users/businessAdminId': { body: { success: true, businessAdminId: ACTING } },
      'POST /api/storeTape_Response': xlsxOr(reply),
    },
    'due_diligence',
  );
  return {
    args: { api },
    render: () => (
      <InTrading api={api} persona="due_diligence">
        <LoanTapeDialog loanId={LOAN._id} loanNumber={LOAN.loan_id} tapeName={TAPE} open />
      </InTrading>
    ),
  };
}

export const LoanTape: Story = {
  ...loanTapeStory({
    body: {
      code: 200,
      message: 'Tape',
      data: [
        { fieldName: 'Loan Number', key: 'loanNumber', value: LOAN.loan_id },
        { fieldName: 'Credit Score', key: 'fico', value: '742' },
      ],
    },
  }),
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(await canvas.findByRole('row', { name: /Credit Score fico 742/ })).toBeVisible();
    const saved = await savedDownloads(async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
      await expect(await canvas.findByText('Excel file downloaded successfully!')).toBeVisible();
    });
    await expect(saved).toEqual(['download.xlsx']);
    await expect(args.api.calls.find((c) => c.path === '/api/storeTape_Response')?.body).toEqual({
      loan_id: LOAN._id,
      tapeName: TAPE,
      maker_id: ACTING,
    });
  },
};

export const LoanTapeFailed: Story = {
  ...loanTapeStory({
    status: 500,
    body: { success: false, code: 'SERVER', error: 'boom', statusText: 'boom' },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await widgetCanvas(canvasElement).findByText('Failed to get data please try later'),
    ).toBeVisible();
  },
};
