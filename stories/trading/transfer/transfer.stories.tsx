/**
 * The Transfer dialog in every state of spec §4/§6/§8: a lender selling to the loans' winner
 * and an investor buying from their owner (the other side read from the rows), each guard the
 * server answers ('Please start the Due Diligence process for {tape}', 'Please complete the Due
 * Diligence process …', 'Loans already transferred'), no buyer yet, pending, a read-only page
 * and a persona without Transfer (every action disabled), 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect } from 'storybook/test';
import type { LoanPersona } from '../../../core/permissions/actor';
import { TransferDialog, type TransferLoan } from '../../../widgets/trading/transfer';
import { widgetCanvas } from '../../support/widget-canvas';
import { SAMPLE_PARTIES } from '../support';
import { DIALOG_PARAMETERS, type DialogArgs, InTrading, refusal, scripted } from './dialog-stories';

const meta: Meta<DialogArgs> = { title: 'Trading/Transfer/Transfer', parameters: DIALOG_PARAMETERS };
export default meta;
type Story = StoryObj<DialogArgs>;

import { DONE, IDS, TAPE, WON } from './transfer-samples';

function transferStory(
  reply: unknown,
  options: { persona?: LoanPersona; readOnly?: boolean; loans?: TransferLoan[]; width?: number } = {},
): Story {
  const persona = options.persona ?? 'lender';
  const api = scripted({ 'POST /api/transferLoanNew': reply as never }, persona);
  return {
    args: { api },
    render: () => (
      <InTrading api={api} persona={persona} readOnly={options.readOnly} width={options.width}>
        <TransferDialog loanIds={IDS} loans={options.loans ?? WON} open />
      </InTrading>
    ),
  };
}

const transferButton = async (canvasElement: HTMLElement) => {
  const canvas = widgetCanvas(canvasElement);
  const dialog = await canvas.findByRole('dialog', { name: 'Transfer' });
  return { canvas, dialog, button: canvas.getByRole('button', { name: 'Transfer' }) };
};

export const LenderSellsToTheWinner: Story = {
  ...transferStory({ body: DONE }),
  play: async ({ canvasElement, args }) => {
    const { canvas, dialog, button } = await transferButton(canvasElement);
    await expect(dialog).toHaveTextContent(`Transfer 2 loans to ${SAMPLE_PARTIES.investor}?`);
    await userEvent.click(button);
    await expect(await canvas.findByText('Loans transferred successfully')).toBeVisible();
    const call = args.api.calls.find((c: { path: string }) => c.path === '/api/transferLoanNew');
    await expect(call?.body).toEqual({ loanIdArr: IDS, investorId: SAMPLE_PARTIES.investor });
  },
};

export const InvestorBuysFromTheOwner: Story = {
  ...transferStory({ body: DONE }, { persona: 'investor' }),
  play: async ({ canvasElement, args }) => {
    const { canvas, button } = await transferButton(canvasElement);
    await userEvent.click(button);
    await expect(await canvas.findByText('Loans transferred successfully')).toBeVisible();
    const call = args.api.calls.find((c: { path: string }) => c.path === '/api/transferLoanNew');
    await expect(call?.body).toEqual({ loanIdArr: IDS, lenderId: SAMPLE_PARTIES.lender });
  },
};

const guard = (status: number, code: string, text: string): Story => ({
  ...transferStory(refusal(status, code, text)),
  play: async ({ canvasElement }) => {
    const { canvas, button } = await transferButton(canvasElement);
    await userEvent.click(button);
    await expect(await canvas.findByText(text)).toBeVisible();
    await expect(canvas.getByRole('dialog', { name: 'Transfer' })).toBeVisible();
  },
});

export const DueDiligenceNotStarted = guard(
  422,
  'TRANSFER.DD_NOT_STARTED',
  `Please start the Due Diligence process for ${TAPE}`,
);
export const DueDiligenceIncomplete = guard(
  422,
  'TRANSFER.DD_INCOMPLETE',
  `Please complete the Due Diligence process for all loans in ${TAPE} before transferring.`,
);
export const AlreadyTransferred = guard(409, 'TRANSFER.ALREADY_TRANSFERRED', 'Loans already transferred');

export const NoBuyerYet: Story = {
  ...transferStory(
    { body: DONE },
    { loans: WON.map((l) => ({ ...l, stakeholders: l.stakeholders.slice(0, 1) })) },
  ),
  play: async ({ canvasElement, args }) => {
    const { canvas, button } = await transferButton(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The selected loans have no buyer yet.');
    await expect(button).toBeDisabled();
    await expect(
      args.api.calls.filter((c: { path: string }) => c.path === '/api/transferLoanNew'),
    ).toHaveLength(0);
  },
};

export const Pending: Story = {
  ...transferStory('pending'),
  play: async ({ canvasElement }) => {
    const { button } = await transferButton(canvasElement);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const ReadOnly: Story = {
  ...transferStory({ body: DONE }, { readOnly: true }),
  play: async ({ canvasElement }) => {
    const { canvas, button } = await transferButton(canvasElement);
    await expect(button).toBeDisabled();
    await expect(canvas.getByText('This page is read-only.')).toBeVisible();
  },
};

export const DueDiligenceHasNoTransfer: Story = {
  ...transferStory({ body: DONE }, { persona: 'due_diligence' }),
  play: async ({ canvasElement }) => {
    const { canvas, button } = await transferButton(canvasElement);
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only lenders and investors transfer loans.');
  },
};

export const Narrow: Story = {
  ...transferStory({ body: DONE }, { width: 375 }),
  play: async ({ canvasElement }) => {
    const { button } = await transferButton(canvasElement);
    await expect(button).toBeEnabled();
  },
};
