/**
 * What a screen may offer around ecosystems before it asks the server (spec §6 contexts, §7 POST
 * /businesses/ecosystem): who may register one — a business admin acting in a business, or the
 * platform admin (`registerEcosystem` decides, and also checks the person still administers
 * that business) — and the approval state an owner sees: sign-on to its redirect URIs starts
 * only once the platform admin approved it.
 */
import type { StatusDisplay } from '../../format/status-colours';

/** The context a session acts in: its token role and the business, if any. */
export interface EcosystemRegistrant {
  readonly role: string;
  readonly businessId: string | null;
}

/** True when the context may register an ecosystem (business admin in its business, or ispadmin). */
export function mayRegisterEcosystem(actor: EcosystemRegistrant): boolean {
  if (actor.role === 'ispadmin') return true;
  return actor.role === 'BUSINESSADMIN' && actor.businessId !== null && actor.businessId !== '';
}

export const ECOSYSTEM_APPROVAL_TEXT = {
  approved: 'Approved',
  pending: 'Awaiting approval',
} as const;

/** The badge of an ecosystem's approval: green 'Approved', amber 'Awaiting approval'. */
export function ecosystemApprovalDisplay(approved: boolean): StatusDisplay {
  return approved
    ? { text: ECOSYSTEM_APPROVAL_TEXT.approved, colour: 'green' }
    : { text: ECOSYSTEM_APPROVAL_TEXT.pending, colour: 'amber' };
}
