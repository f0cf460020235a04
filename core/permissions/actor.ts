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

/**
 * What the caller's route configuration says about the loan-trading screens (spec §6), resolved
 * once per request by the driving adapter from `GET /users/routeConfig`'s source. The capability
 * checks read it, so every use case refuses read-only actions the same way.
 */
export interface ActorScreens {
  /** The caller's routes with their read-only flags (`RouteConfig['routes']`). */
  readonly routes: readonly { readonly path: string; readonly readOnly: boolean }[];
  /** The persona check is enabled for the caller: Import Loan Files is offered. */
  readonly personaCheck: boolean;
}

export interface Actor {
  /** The acting identity (a business user acts as its business admin, spec §6). */
  readonly userId: string;
  readonly role: TokenRole;
  /** Loan persona, or null for users without an approved loan persona. */
  readonly persona: LoanPersona | null;
  /** Display name used in stipulation threads and notifications. */
  readonly name: string;
  readonly businessId?: string | null;
  /**
   * The caller's route configuration. Absent for the platform's own jobs (`SYSTEM_ACTOR`) and
   * test parties: then no page is read-only and the persona check is off.
   */
  readonly screens?: ActorScreens;
}

/** The operator running the CLI or a scheduled job: acts for the platform, not for a party. */
export const SYSTEM_ACTOR: Actor = { userId: 'system', role: 'ispadmin', persona: null, name: 'Platform' };
