/**
 * Contracts between two parties (spec §4: statuses, actions APPROVED / REJECTED / CANCELLED,
 * modes create / edit / view, digital contract or with E-Stamp; §3 stamp duty states and
 * "12 agreement types"). The creator drafts; the counterparty approves or rejects the terms;
 * both sign; an E-Stamp contract has its stamp duty paid before signing. The life cycle is in
 * contract-machine.ts.
 */
import type { Cents } from '../../money/cents';

export const CONTRACT_STATUSES = [
  'pending',
  'draft',
  'agreed',
  'rejected',
  'cancelled',
  'signed',
  'approved',
  'paymentpending',
  'waitingforsignatures',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** spec §4 actions. */
export const CONTRACT_DECISIONS = ['APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type ContractDecision = (typeof CONTRACT_DECISIONS)[number];

/** spec §4 modes: what the contract screen opens in. */
export type ContractMode = 'create' | 'edit' | 'view';

/** spec §3 stamp duty states. */
export const STAMP_DUTY_STATES = [
  { code: 'KA', name: 'Karnataka' },
  { code: 'TN', name: 'Tamil Nadu' },
] as const;
export type StampDutyState = (typeof STAMP_DUTY_STATES)[number]['code'];

/**
 * spec §3 "12 agreement types" (values ours): the instruments most often executed on e-stamp
 * paper in Karnataka and Tamil Nadu, and the commercial agreements the marketplace's trade
 * (asset hire, supply, loans) needs.
 */
export const AGREEMENT_TYPES = [
  'Sale Agreement',
  'Lease Agreement',
  'Leave and Licence Agreement',
  'Rental Agreement',
  'Equipment Hire Agreement',
  'Loan Agreement',
  'Hypothecation Agreement',
  'Supply Agreement',
  'Service Agreement',
  'Non-Disclosure Agreement',
  'Memorandum of Understanding',
  'Indemnity Bond',
] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

export interface Signature {
  readonly userId: string;
  /** ISO instant. */
  readonly signedAt: string;
}

export interface Contract {
  readonly id: string;
  readonly title: string;
  readonly agreementType: AgreementType;
  readonly terms: string;
  readonly creatorId: string;
  readonly counterpartyId: string;
  /** spec "digital contract (false) or with E-Stamp (true)". */
  readonly eStamp: boolean;
  /** Set exactly for E-Stamp contracts. */
  readonly stampDutyState: StampDutyState | null;
  /** Stamp duty in paise, set exactly for E-Stamp contracts; paid before signing. */
  readonly stampDutyAmount: Cents | null;
  /** The payment that paid the stamp duty. */
  readonly stampDutyPaymentId: string | null;
  readonly status: ContractStatus;
  readonly signatures: readonly Signature[];
  /** Grows by one with every change; writes are compare-and-set on it. */
  readonly version: number;
  /** ISO instants. */
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Which side of the contract a user is on, or null for everyone else. */
export function partyOf(
  contract: Pick<Contract, 'creatorId' | 'counterpartyId'>,
  userId: string,
): 'creator' | 'counterparty' | null {
  if (contract.creatorId === userId) return 'creator';
  return contract.counterpartyId === userId ? 'counterparty' : null;
}
