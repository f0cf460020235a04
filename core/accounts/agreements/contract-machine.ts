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
import { match, P } from 'ts-pattern';
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

const BEFORE_SIGNING = ['agreed', 'paymentpending', 'waitingforsignatures'] as const;

/**
 * The status `action` by `userId` leads to, or null when the life cycle does not allow it: the
 * header's table, row for row, as one match on who acts, what they do and the status now.
 */
export function nextContractStatus(
  contract: Contract,
  userId: string,
  action: ContractAction,
): ContractStatus | null {
  const party = partyOf(contract, userId);
  if (party === null) return null;
  return match<
    { party: typeof party; action: ContractAction; status: ContractStatus },
    ContractStatus | null
  >({
    party,
    action,
    status: contract.status,
  })
    .with({ party: 'creator', action: 'edit', status: P.union('draft', 'rejected') }, () => 'draft')
    .with({ party: 'creator', action: 'submit', status: 'draft' }, () => 'pending')
    .with({ party: 'counterparty', action: 'APPROVED', status: 'pending' }, () => 'agreed')
    .with({ party: 'counterparty', action: 'REJECTED', status: 'pending' }, () => 'rejected')
    .with({ party: 'creator', action: 'send_for_signing', status: 'agreed' }, () =>
      contract.eStamp ? 'paymentpending' : 'waitingforsignatures',
    )
    .with({ party: 'creator', action: 'pay_stamp_duty', status: 'paymentpending' }, () =>
      contract.eStamp ? 'waitingforsignatures' : null,
    )
    .with({ action: 'sign', status: 'waitingforsignatures' }, ({ party: signer }) => {
      if (contract.signatures.some((s) => s.userId === userId)) return null;
      const other = signer === 'creator' ? contract.counterpartyId : contract.creatorId;
      return contract.signatures.some((s) => s.userId === other) ? 'signed' : 'waitingforsignatures';
    })
    .with({ party: 'creator', action: 'APPROVED', status: 'signed' }, () => 'approved')
    .with(
      { party: 'creator', action: 'CANCELLED', status: P.union('draft', 'pending', 'rejected') },
      () => 'cancelled',
    )
    .with({ action: 'CANCELLED', status: P.union(...BEFORE_SIGNING) }, () => 'cancelled')
    .otherwise(() => null);
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
