/**
 * The stakeholder export and one loan's generated tape in every state of spec §8/§9:
 * stakeholder_data_{tape}.xlsx, 'No Records To Download', 'Error downloading Excel file.',
 * the generated tape's rows (maker_id the acting identity), download.xlsx, failed, read-only.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect } from 'storybook/test';
import { LoanTapeDialog, StakeholderExportButton } from '../../../widgets/trading/tapes';
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
import { ACTING, LOAN, TAPE, xlsxOr } from './tape-samples';

const meta: Meta<DialogArgs> = { title: 'Trading/Tapes/Exports', parameters: DIALOG_PARAMETERS };
export default meta;
type Story = StoryObj<DialogArgs>;

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
