/**
 * How a contract's status and its actions are shown (spec §4 contract statuses and actions):
 * the status word and its colour (never colour alone, UI.md), and the words of each action's
 * button. The statuses are the spec's; the words and colours are ours: green once in force
 * (signed, approved), blue while moving forward (agreed, waiting for signatures), amber while
 * the other party or a payment is awaited (pending, payment pending), red when rejected, grey
 * for a draft and for a cancelled contract.
 */
import type { StatusColour } from '../../format/colours';
import type { ContractStatus } from './contract';
import type { ContractAction } from './contract-machine';

export interface ContractStatusDisplay {
  readonly text: string;
  readonly colour: StatusColour;
}

const DISPLAY: Readonly<Record<ContractStatus, ContractStatusDisplay>> = {
  draft: { text: 'Draft', colour: 'grey' },
  pending: { text: 'Pending approval', colour: 'amber' },
  agreed: { text: 'Agreed', colour: 'blue' },
  rejected: { text: 'Rejected', colour: 'red' },
  cancelled: { text: 'Cancelled', colour: 'grey' },
  paymentpending: { text: 'Payment pending', colour: 'amber' },
  waitingforsignatures: { text: 'Waiting for signatures', colour: 'blue' },
  signed: { text: 'Signed', colour: 'green' },
  approved: { text: 'Approved', colour: 'green' },
};

/** The word and colour of a status; an unknown one (a newer server) is shown as it is, grey. */
export function contractStatusDisplay(status: string): ContractStatusDisplay {
  return Object.hasOwn(DISPLAY, status)
    ? DISPLAY[status as ContractStatus]
    : { text: status, colour: 'grey' };
}

/** The words of each action's button. */
export const CONTRACT_ACTION_LABELS: Readonly<Record<ContractAction, string>> = {
  edit: 'Edit',
  submit: 'Send for approval',
  APPROVED: 'Approve',
  REJECTED: 'Reject',
  CANCELLED: 'Cancel contract',
  send_for_signing: 'Send for signatures',
  pay_stamp_duty: 'Pay stamp duty',
  sign: 'Sign',
};

/** An action's button words; an unknown action is shown as the server names it. */
export function contractActionLabel(action: string): string {
  return Object.hasOwn(CONTRACT_ACTION_LABELS, action)
    ? CONTRACT_ACTION_LABELS[action as ContractAction]
    : action;
}

/**
 * The actions a screen offers as buttons, in the life cycle's order: `edit` opens the form and
 * `pay_stamp_duty` is its own call, the rest are moves of POST /businesses/contracts/action.
 */
export function contractMoveKind(action: string): 'edit' | 'pay' | 'move' {
  if (action === 'edit') return 'edit';
  return action === 'pay_stamp_duty' ? 'pay' : 'move';
}
