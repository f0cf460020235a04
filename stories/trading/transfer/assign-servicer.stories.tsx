/**
 * Assign Servicer in every state of spec §5/§8/§9: the three servicers, 'Please select required
 * field.' and the fee's message, the payload in dollars, 'something went wrong' on a refusal,
 * a read-only page, 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect } from 'storybook/test';
import { AssignServicerDialog } from '../../../widgets/trading/transfer';
import { widgetCanvas } from '../../support/widget-canvas';
import { DIALOG_PARAMETERS, type DialogArgs, InTrading, refusal, scripted } from './dialog-stories';

const meta: Meta<DialogArgs> = { title: 'Trading/Transfer/AssignServicer', parameters: DIALOG_PARAMETERS };
export default meta;
type Story = StoryObj<DialogArgs>;

const LOAN = { _id: 'a1b2c3d4e5f60718293a4b5c', loan_id: 'AGR-000017' };
const ASSIGNED = {
  success: true,
  statusText: 'Servicer assigned',
  data: [
    {
      _id: LOAN._id,
      assignedAt: '2026-11-26T12:00:00.000Z',
      servicerId: 'summit-servicing',
      servicingPrice: 12.5,
    },
  ],
};

function servicerStory(reply: unknown, options: { readOnly?: boolean; width?: number } = {}): Story {
  const api = scripted({ 'POST /api/add_Servicer': reply as never }, 'investor');
  return {
    args: { api },
    render: () => (
      <InTrading api={api} persona="investor" readOnly={options.readOnly} width={options.width}>
        <AssignServicerDialog loanIds={[LOAN._id]} open />
      </InTrading>
    ),
  };
}

const servicer = async (canvasElement: HTMLElement) => {
  const canvas = widgetCanvas(canvasElement);
  await canvas.findByRole('dialog', { name: 'Assign Servicer' });
  return { canvas, submit: canvas.getByRole('button', { name: 'Assign' }) };
};

export const ServicerRequiredFields: Story = {
  ...servicerStory({ body: ASSIGNED }),
  play: async ({ canvasElement }) => {
    const { canvas, submit } = await servicer(canvasElement);
    const options = [...(canvas.getByLabelText('Servicer') as HTMLSelectElement).options].map((o) => o.text);
    await expect(options).toEqual([
      'Select a servicer',
      'Keystone Loan Servicing LLC',
      'Harborview Mortgage Servicing',
      'Summit Servicing Co.',
    ]);
    await userEvent.click(submit);
    await expect(await canvas.findByText('Please select required field.')).toBeVisible();
    await expect(canvas.getByText('Servicing fee is required')).toBeVisible();
  },
};

export const ServicerAssigned: Story = {
  ...servicerStory({ body: ASSIGNED }, { width: 375 }),
  play: async ({ canvasElement, args }) => {
    const { canvas, submit } = await servicer(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Servicer'), 'summit-servicing');
    await userEvent.type(canvas.getByLabelText('Servicing fee ($)'), '12.50');
    await userEvent.click(submit);
    await expect(await canvas.findByText('Servicer assigned')).toBeVisible();
    const call = args.api.calls.find((c: { path: string }) => c.path === '/api/add_Servicer');
    await expect(call?.body).toEqual({
      loanIdArray: [LOAN._id],
      servicerId: 'summit-servicing',
      servicingPrice: 12.5,
    });
  },
};

export const ServicerRefused: Story = {
  ...servicerStory(refusal(403, 'SERVICER.NOT_OWNER', 'something went wrong')),
  play: async ({ canvasElement }) => {
    const { canvas, submit } = await servicer(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Servicer'), 'keystone-loan-servicing');
    await userEvent.type(canvas.getByLabelText('Servicing fee ($)'), '0');
    await userEvent.click(submit);
    await expect(await canvas.findByText('something went wrong')).toBeVisible();
  },
};

export const ServicerReadOnly: Story = {
  ...servicerStory({ body: ASSIGNED }, { readOnly: true }),
  play: async ({ canvasElement }) => {
    const { canvas, submit } = await servicer(canvasElement);
    await expect(submit).toBeDisabled();
    await expect(canvas.getByLabelText('Servicer')).toBeDisabled();
  },
};
