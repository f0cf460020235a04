/** Sample contracts and forms for the contract tests. */
import { cents } from '../../../money/cents';
import type { Contract } from '../contract';

/** A stored contract between `u-1` (creator) and `u-2`, in any status. */
export function aContract(over: Partial<Contract> = {}): Contract {
  return {
    id: 'k-1',
    title: 'Tractor hire, kharif season',
    agreementType: 'Equipment Hire Agreement',
    terms: 'The owner hires out one tractor for 60 days at ₹1,800 a day.',
    creatorId: 'u-1',
    counterpartyId: 'u-2',
    eStamp: false,
    stampDutyState: null,
    stampDutyAmount: null,
    stampDutyPaymentId: null,
    status: 'draft',
    signatures: [],
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

/** An E-Stamp contract in Karnataka with ₹500 stamp duty. */
export const eStamped = (over: Partial<Contract> = {}): Contract =>
  aContract({ eStamp: true, stampDutyState: 'KA', stampDutyAmount: cents(50_000), ...over });

/** The create form for a contract with `counterparty_id`. */
export function contractForm(counterparty_id: string, over: Record<string, unknown> = {}) {
  return {
    title: 'Warehouse lease, Hosur',
    agreement_type: 'Lease Agreement',
    terms: 'Lease of 2,000 sq ft for 11 months.',
    counterparty_id,
    ...over,
  };
}
