/**
 * Who is calling a use case. Built by the driving adapter (HTTP from the access token and the
 * wallet's first approved persona, CLI from `--as <email>`), checked by the use case itself
 * (spec §6), so a use case is safe whoever calls it.
 */

/** Loan personas of spec §6, from the first approved wallet persona. */
export type LoanPersona = 'lender' | 'investor' | 'due_diligence' | 'rating_agency' | 'rating_agency_17g5';

export const LOAN_PERSONAS = [
  'lender',
  'investor',
  'due_diligence',
  'rating_agency',
  'rating_agency_17g5',
] as const satisfies readonly LoanPersona[];

/** Token roles of spec §6. */
export type TokenRole = 'consumer' | 'BUSINESSUSER' | 'BUSINESSADMIN' | 'BUSINESSSELLER' | 'ispadmin';

export const TOKEN_ROLES = [
  'consumer',
  'BUSINESSUSER',
  'BUSINESSADMIN',
  'BUSINESSSELLER',
  'ispadmin',
] as const satisfies readonly TokenRole[];

export interface Actor {
  /** The acting identity (a business user acts as its business admin, spec §6). */
  readonly userId: string;
  readonly role: TokenRole;
  /** Loan persona, or null for users without an approved loan persona. */
  readonly persona: LoanPersona | null;
  /** Display name used in stipulation threads and notifications. */
  readonly name: string;
  readonly businessId?: string | null;
}

/** The operator running the CLI or a scheduled job: acts for the platform, not for a party. */
export const SYSTEM_ACTOR: Actor = { userId: 'system', role: 'ispadmin', persona: null, name: 'Platform' };
