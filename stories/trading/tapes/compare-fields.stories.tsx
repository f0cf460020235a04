/**
 * Compare Field Data in every state of spec §8/§9: Yes/No rows in words and colour,
 * compare_fields_{loan}_{tape}.xlsx, 'Error in comparision', empty, read-only, 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect } from 'storybook/test';
import { CompareFieldDataDialog } from '../../../widgets/trading/tapes';
import { widgetCanvas } from '../../support/widget-canvas';
import {
  DIALOG_PARAMETERS,
  type DialogArgs,
  InTrading,
  refusal,
  savedDownloads,
  scripted,
} from '../transfer/dialog-stories';
import { COMPARED, LOAN, TAPE, xlsxOr } from './tape-samples';

const meta: Meta<DialogArgs> = { title: 'Trading/Tapes/CompareFieldData', parameters: DIALOG_PARAMETERS };
export default meta;
type Story = StoryObj<DialogArgs>;

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
