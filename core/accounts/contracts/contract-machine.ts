/**
 * The contract life cycle (spec §4 statuses and actions; the transitions are ours):
 *
 *   creator       edit                 draft | rejected         → draft
 *   creator       submit               draft                    → pending
 *   counterparty  APPROVED             pending                  → agreed
 *   counterparty  REJECTED             pending                  → rejected
 *   creator       send_for_signing     agreed                   → paymentpending (E-Stamp)
 *                                                              → waitingforsignatures (digital)
 *   creator       pay_stamp_duty       paymentpending           → waitingforsignatures
 *   either party  sign                 waitingforsignatures     → waitingforsignatures, or
 *                                                                signed once both have signed
 *   creator       APPROVED             signed                   → approved (the creator confirms
 *                                                                the executed copy; in force)
 *   creator       CANCELLED            draft | pending | rejected | agreed | paymentpending |
 *                                      waitingforsignatures     → cancelled
 *   counterparty  CANCELLED            agreed | paymentpending | waitingforsignatures → cancelled
 *
 * Nothing leaves `cancelled` or `approved`; the only way out of `signed` is the creator's
 * APPROVED. Each party signs once; a digital contract is never in `paymentpending`.
 */
import type { ContractDecision, ContractStatus } from './contract';
import { type Contract, partyOf } from './contract';

export type ContractAction =
  | ContractDecision
  | 'edit'
  | 'submit'
  | 'send_for_signing'
  | 'pay_stamp_duty'
  | 'sign';
export const CONTRACT_ACTIONS: readonly ContractAction[] = [
  'edit',
  'submit',
  'APPROVED',
  'REJECTED',
  'CANCELLED',
  'send_for_signing',
  'pay_stamp_duty',
  'sign',
];

type Party = 'creator' | 'counterparty';
const BEFORE_SIGNING: readonly ContractStatus[] = ['agreed', 'paymentpending', 'waitingforsignatures'];

/** The status `action` by `userId` leads to, or null when the life cycle does not allow it. */
export function nextContractStatus(
  contract: Contract,
  userId: string,
  action: ContractAction,
): ContractStatus | null {
  const party: Party | null = partyOf(contract, userId);
  if (party === null) return null;
  const { status } = contract;
  const creator = party === 'creator';
  switch (action) {
    case 'edit':
      return creator && (status === 'draft' || status === 'rejected') ? 'draft' : null;
    case 'submit':
      return creator && status === 'draft' ? 'pending' : null;
    case 'APPROVED':
      if (status === 'pending') return creator ? null : 'agreed';
      return creator && status === 'signed' ? 'approved' : null;
    case 'REJECTED':
      return !creator && status === 'pending' ? 'rejected' : null;
    case 'CANCELLED':
      if (BEFORE_SIGNING.includes(status)) return 'cancelled';
      return creator && (status === 'draft' || status === 'pending' || status === 'rejected')
        ? 'cancelled'
        : null;
    case 'send_for_signing':
      if (!creator || status !== 'agreed') return null;
      return contract.eStamp ? 'paymentpending' : 'waitingforsignatures';
    case 'pay_stamp_duty':
      return creator && status === 'paymentpending' && contract.eStamp ? 'waitingforsignatures' : null;
    case 'sign': {
      if (status !== 'waitingforsignatures' || contract.signatures.some((s) => s.userId === userId))
        return null;
      const other = creator ? contract.counterpartyId : contract.creatorId;
      return contract.signatures.some((s) => s.userId === other) ? 'signed' : 'waitingforsignatures';
    }
  }
}

/** The actions `userId` can take on the contract now (what the screen enables). */
export function allowedContractActions(contract: Contract, userId: string): ContractAction[] {
  return CONTRACT_ACTIONS.filter((a) => nextContractStatus(contract, userId, a) !== null);
}

/** spec §4 modes: 'edit' for the creator of a draft or rejected contract, else 'view'. */
export function contractMode(contract: Contract | null, userId: string): 'create' | 'edit' | 'view' {
  if (contract === null) return 'create';
  return nextContractStatus(contract, userId, 'edit') !== null ? 'edit' : 'view';
}
