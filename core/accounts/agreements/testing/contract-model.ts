/**
 * The plain model the contract model-based test compares the use cases with: the life cycle of
 * contract-machine.ts restated status by status, and how each move is made through the use
 * cases.
 */
import { type AccountsWorld, actorOf } from '../../testing/accounts-world';
import type { ContractStatus } from '../contract';
import { actOnContract } from '../contract-actions';
import { editContract } from '../contract-drafts';
import type { ContractAction } from '../contract-machine';
import { payStampDuty } from '../stamp-duty';
import { contractForm } from './contract-samples';

/** The three people of a run. */
export type Who = 'creator' | 'counterparty' | 'stranger';
/** What the model knows of the one contract of a run. */
export interface Model {
  status: ContractStatus;
  signed: Who[];
  readonly eStamp: boolean;
}
export interface Real {
  w: AccountsWorld;
  ids: Record<Who, string>;
  contractId: string;
  /** The stamp-duty fields of the form, kept by every edit. */
  stamp: Record<string, unknown>;
}

/** The life cycle of contract-machine.ts, restated status by status. */
export function expected(m: Model, who: Who, action: ContractAction): ContractStatus | null {
  if (who === 'stranger') return null;
  const creator = who === 'creator';
  const anyoneCancels = action === 'CANCELLED' ? 'cancelled' : null;
  switch (m.status) {
    case 'draft':
      return creator
        ? (({ edit: 'draft', submit: 'pending', CANCELLED: 'cancelled' } as const)[action as 'edit'] ?? null)
        : null;
    case 'pending':
      if (creator) return action === 'CANCELLED' ? 'cancelled' : null;
      return ({ APPROVED: 'agreed', REJECTED: 'rejected' } as const)[action as 'APPROVED'] ?? null;
    case 'rejected':
      return creator
        ? (({ edit: 'draft', CANCELLED: 'cancelled' } as const)[action as 'edit'] ?? null)
        : null;
    case 'agreed':
      if (creator && action === 'send_for_signing')
        return m.eStamp ? 'paymentpending' : 'waitingforsignatures';
      return anyoneCancels;
    case 'paymentpending':
      return creator && action === 'pay_stamp_duty' ? 'waitingforsignatures' : anyoneCancels;
    case 'waitingforsignatures':
      if (action !== 'sign') return anyoneCancels;
      if (m.signed.includes(who)) return null;
      return m.signed.length === 1 ? 'signed' : 'waitingforsignatures';
    case 'signed':
      return creator && action === 'APPROVED' ? 'approved' : null;
    default:
      return null;
  }
}

export async function perform(r: Real, who: Who, action: ContractAction) {
  const actor = actorOf({ id: r.ids[who] });
  const contract_id = r.contractId;
  if (action === 'edit')
    return editContract(r.w.deps, actor, { ...contractForm(r.ids.counterparty, r.stamp), contract_id });
  if (action === 'pay_stamp_duty') return payStampDuty(r.w.paying, actor, { contract_id });
  return actOnContract(r.w.deps, actor, { contract_id, action });
}

export const progress: [Who, ContractAction][] = [
  ['creator', 'submit'],
  ['counterparty', 'APPROVED'],
  ['creator', 'send_for_signing'],
  ['creator', 'pay_stamp_duty'],
  ['creator', 'sign'],
  ['counterparty', 'sign'],
  ['creator', 'APPROVED'],
  ['counterparty', 'REJECTED'],
  ['creator', 'edit'],
];
/** Moves the other party is not allowed to make: the likeliest mistakes of a permission check. */
export const nearMisses: [Who, ContractAction][] = [
  ['counterparty', 'submit'],
  ['creator', 'REJECTED'],
  ['counterparty', 'send_for_signing'],
  ['counterparty', 'pay_stamp_duty'],
  ['counterparty', 'edit'],
  ['counterparty', 'APPROVED'],
  ['creator', 'APPROVED'],
  ['stranger', 'sign'],
];

export const ACTIONS: ContractAction[] = [
  'edit',
  'submit',
  'APPROVED',
  'REJECTED',
  'CANCELLED',
  'send_for_signing',
  'pay_stamp_duty',
  'sign',
];
export const PARTY_MOVES = (['creator', 'counterparty'] as const).flatMap((who) =>
  ACTIONS.map((a): [Who, ContractAction] => [who, a]),
);
