/**
 * Loan persona resolution (spec §6): the first approved persona of the user's wallet decides
 * which loan-trading persona the user acts as; the default-user flag forces lender. Persona
 * type names come from the accounts service as free text ('Due Diligence', '17G5 - Rating
 * Agency'), so they are compared without case, spaces or punctuation.
 */
import type { LoanPersona } from './actor';

/** A wallet persona as the wallet service returns it (spec §3 "Persona"). */
export interface WalletPersona {
  readonly status?: string | null;
  readonly persona_type?: { readonly entity_type_name?: string | null } | null;
}

/** The names the spec uses for each loan persona, for screens and messages. */
export const PERSONA_LABELS = {
  lender: 'Lender',
  investor: 'Investor',
  due_diligence: 'Due Diligence',
  rating_agency: 'Rating Agency',
  rating_agency_17g5: '17G5 - Rating Agency',
} as const satisfies Record<LoanPersona, string>;

const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

const BY_NAME: ReadonlyMap<string, LoanPersona> = new Map(
  (Object.entries(PERSONA_LABELS) as [LoanPersona, string][]).map(([persona, label]) => [
    squash(label),
    persona,
  ]),
);

/**
 * The loan persona a persona type name stands for, or null for other personas (Borrower,
 * Seller …). 'due-diligence', 'DUE DILIGENCE' and 'Due  Diligence' all read as due diligence.
 */
export function loanPersonaFromTypeName(name: string | null | undefined): LoanPersona | null {
  return name ? (BY_NAME.get(squash(name)) ?? null) : null;
}

/** True for both rating-agency personas: every rule about rating agencies applies to 17G5 too. */
export function isRatingAgency(persona: LoanPersona | null): boolean {
  return persona === 'rating_agency' || persona === 'rating_agency_17g5';
}

/**
 * Resolves the loan persona from a wallet's personas: the first with status 'approved' (any
 * case) decides; if it is not a loan persona the user has none — later personas are not
 * searched, as spec §6 reads "from the first approved wallet persona". `defaultUser` forces lender.
 *
 * @example resolveLoanPersona([{ status: 'approved', persona_type: { entity_type_name: 'Investor' } }]) // 'investor'
 */
export function resolveLoanPersona(
  personas: readonly WalletPersona[],
  options: { readonly defaultUser?: boolean } = {},
): LoanPersona | null {
  if (options.defaultUser) return 'lender';
  const first = personas.find((p) => (p.status ?? '').trim().toLowerCase() === 'approved');
  return loanPersonaFromTypeName(first?.persona_type?.entity_type_name);
}
