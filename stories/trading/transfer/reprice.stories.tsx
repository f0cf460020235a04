/**
 * Reprice Loan in every state of spec §5/§8: 'Reason is required', 'Price is required',
 * 'Price must be greater than 0', the payload in dollars, the server's refusal text, a lender
 * without Reprice (§6), a read-only page at 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect } from 'storybook/test';
import type { LoanPersona } from '../../../core/permissions/actor';
import { RepriceDialog } from '../../../widgets/trading/transfer';
import { widgetCanvas } from '../../support/widget-canvas';
import { DIALOG_PARAMETERS, type DialogArgs, InTrading, refusal, scripted } from './dialog-stories';

const meta: Meta<DialogArgs> = { title: 'Trading/Transfer/RepriceLoan', parameters: DIALOG_PARAMETERS };
export default meta;
type Story = StoryObj<DialogArgs>;

const LOAN = { _id: 'a1b2c3d4e5f60718293a4b5c', loan_id: 'AGR-000017' };
const REPRICED = {
  success: true,
  statusText: 'Reprice proposed',
  data: {
    _id: 'r1',
    bidId: 'b1',
    isApproved: 'false',
    new_price: 1250.5,
    previous_price: 1300,
    reason: 'Appraisal came in low',
    status: 'pending',
  },
};

function repriceStory(
  reply: unknown,
  options: { persona?: LoanPersona; readOnly?: boolean; width?: number } = {},
): Story {
  const persona = options.persona ?? 'investor';
  const api = scripted({ 'POST /api/repriceLoan': reply as never }, persona);
  return {
    args: { api },
    render: () => (
      <InTrading api={api} persona={persona} readOnly={options.readOnly} width={options.width}>
        <RepriceDialog loanId={LOAN._id} loanNumber={LOAN.loan_id} open />
      </InTrading>
    ),
  };
}

const reprice = async (canvasElement: HTMLElement) => {
  const canvas = widgetCanvas(canvasElement);
  const dialog = await canvas.findByRole('dialog', { name: 'Reprice Loan' });
  await expect(dialog).toHaveTextContent('Loan Id: AGR-000017');
  return { canvas, submit: canvas.getByRole('button', { name: 'Submit' }) };
};

export const RepriceRequiredFields: Story = {
  ...repriceStory({ body: REPRICED }),
  play: async ({ canvasElement, args }) => {
    const { canvas, submit } = await reprice(canvasElement);
    await userEvent.click(submit);
    await expect(await canvas.findByText('Reason is required')).toBeVisible();
    await expect(canvas.getByText('Price is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Price ($)'), '0');
    await userEvent.click(submit);
    await expect(await canvas.findByText('Price must be greater than 0')).toBeVisible();
    await expect(args.api.calls.filter((c: { path: string }) => c.path === '/api/repriceLoan')).toHaveLength(
      0,
    );
  },
};

export const RepriceSent: Story = {
  ...repriceStory({ body: REPRICED }),
  play: async ({ canvasElement, args }) => {
    const { canvas, submit } = await reprice(canvasElement);
    await userEvent.type(canvas.getByLabelText('Reason'), 'Appraisal came in low');
    await userEvent.type(canvas.getByLabelText('Price ($)'), '1250.50');
    await userEvent.click(submit);
    await expect(await canvas.findByText('Reprice proposed')).toBeVisible();
    const call = args.api.calls.find((c: { path: string }) => c.path === '/api/repriceLoan');
    await expect(call?.body).toEqual({
      loan_id: LOAN._id,
      reason: 'Appraisal came in low',
      new_price: 1250.5,
    });
  },
};

export const RepriceRefused: Story = {
  ...repriceStory(refusal(403, 'REPRICE.FORBIDDEN', 'Only the investor who won a loan can reprice it')),
  play: async ({ canvasElement }) => {
    const { canvas, submit } = await reprice(canvasElement);
    await userEvent.type(canvas.getByLabelText('Reason'), 'Low appraisal');
    await userEvent.type(canvas.getByLabelText('Price ($)'), '10');
    await userEvent.click(submit);
    await expect(await canvas.findByText('Only the investor who won a loan can reprice it')).toBeVisible();
  },
};

export const RepriceLenderHasNone: Story = {
  ...repriceStory({ body: REPRICED }, { persona: 'lender' }),
  play: async ({ canvasElement }) => {
    const { canvas, submit } = await reprice(canvasElement);
    await expect(submit).toBeDisabled();
    await expect(canvas.getByLabelText('Reason')).toBeDisabled();
  },
};

export const RepriceReadOnly: Story = {
  ...repriceStory({ body: REPRICED }, { readOnly: true, width: 375 }),
  play: async ({ canvasElement }) => {
    const { canvas, submit } = await reprice(canvasElement);
    await expect(submit).toBeDisabled();
    await expect(canvas.getByText('This page is read-only.')).toBeVisible();
  },
};
