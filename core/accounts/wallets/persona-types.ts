/**
 * The persona types a wallet can onboard (spec §3 persona_type.entity_type_name; §6 loan
 * personas). The spec names the loan personas; the others are the home-mortgage ecosystem's
 * roles of spec §1 and the marketplace's buyer and seller. Ids are the platform's.
 *
 * Approval (ours): every type that lets its holder trade, lend, rate or review needs a platform
 * admin's approval; only Buyer is self-service. From the ubargain marketplace (spec `isUbargain`)
 * only its own types, Buyer and Seller, can be onboarded.
 */
import { PERSONA_LABELS } from '../../permissions/persona';

export interface PersonaType {
  readonly id: string;
  /** spec `entity_type_name`. */
  readonly name: string;
  readonly requiresApproval: boolean;
  readonly offeredOnUbargain: boolean;
}

const type = (id: string, name: string, requiresApproval = true, offeredOnUbargain = false): PersonaType => ({
  id,
  name,
  requiresApproval,
  offeredOnUbargain,
});

export const PERSONA_TYPES: readonly PersonaType[] = [
  type('pt-lender', PERSONA_LABELS.lender),
  type('pt-investor', PERSONA_LABELS.investor),
  type('pt-due-diligence', PERSONA_LABELS.due_diligence),
  type('pt-rating-agency', PERSONA_LABELS.rating_agency),
  type('pt-17g5-rating-agency', PERSONA_LABELS.rating_agency_17g5),
  type('pt-borrower', 'Borrower'),
  type('pt-loan-officer', 'Loan Officer'),
  type('pt-servicer', 'Servicer'),
  type('pt-appraiser', 'Appraiser'),
  type('pt-seller', 'Seller', true, true),
  type('pt-buyer', 'Buyer', false, true),
];

/** The persona type with this id, or null. */
export function personaType(id: string): PersonaType | null {
  return PERSONA_TYPES.find((t) => t.id === id) ?? null;
}
