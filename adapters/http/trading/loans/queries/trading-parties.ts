/**
 * The party lists of the trading screens (spec §7 `display_all_lender?persona=Due Diligence`,
 * `display-all-lenders?persona=Borrower`: user_id, first_name) and the lender details card
 * (spec §2: company_name, address, state, web_url, contact_name).
 *
 * Personas are named as the screens name them. Borrowers are no platform users: the Borrower
 * list holds the borrowers of the loans the caller can see (their borrower id, and the first
 * name where the caller may see it — else the id again). Only trading parties (a loan persona,
 * or the operator) see these lists. The directory holds a name and an email per party; the
 * card's company_name, address, state and web_url have no source yet and answer null.
 */
import type { DomainError } from '../../../../../core/errors/domain-error';
import { err, ok, type Result } from '../../../../../core/errors/result';
import { LOAN_PAGE_MAX_LIMIT } from '../../../../../core/loans/loan-filters';
import { searchLoans } from '../../../../../core/loans/search-loans';
import type { Actor, LoanPersona } from '../../../../../core/permissions/actor';
import { transact } from '../../../../../core/ports/unit-of-work';
import type { Party } from '../../../../../core/trading/party-directory';
import type { TradingDeps } from '../../../../../core/trading/stores';
import { queryErrors } from './query-errors';

/** The persona names the screens send, lower-cased, to the loan personas of spec §6. */
export const PERSONA_LABELS: Readonly<Record<string, LoanPersona | 'borrower'>> = {
  lender: 'lender',
  investor: 'investor',
  'due diligence': 'due_diligence',
  'rating agency': 'rating_agency',
  '17g5 - rating agency': 'rating_agency_17g5',
  borrower: 'borrower',
};

/** At most this many loan pages are read to gather borrowers (spec §9 pages of 500). */
const BORROWER_PAGES = 20;

export interface PartyEntry {
  readonly userId: string;
  readonly firstName: string;
}

const isTradingParty = (actor: Actor) => actor.persona !== null || actor.role === 'ispadmin';

/** The parties with the persona the screen names, ordered by name (borrowers by id). */
export async function partiesWithPersona(
  deps: TradingDeps,
  actor: Actor,
  input: { readonly persona: string },
): Promise<Result<PartyEntry[], DomainError>> {
  if (!isTradingParty(actor)) return err(queryErrors.noLoanPersona());
  const persona = PERSONA_LABELS[input.persona.trim().toLowerCase()];
  if (!persona) return err(queryErrors.unknownPersona(input.persona));
  if (persona === 'borrower') return borrowersOfVisibleLoans(deps, actor);
  return transact(deps.uow, async (s) =>
    ok((await s.directory.withPersona(persona)).map((p) => ({ userId: p.userId, firstName: p.name }))),
  );
}

async function borrowersOfVisibleLoans(
  deps: TradingDeps,
  actor: Actor,
): Promise<Result<PartyEntry[], DomainError>> {
  const names = new Map<string, string>();
  for (let page = 1; page <= BORROWER_PAGES; page++) {
    const found = await searchLoans(deps, actor, { page, limit: LOAN_PAGE_MAX_LIMIT });
    if (!found.ok) return found;
    for (const { loan } of found.value.items) {
      const { id, firstName } = loan.borrower;
      if (id === null) continue;
      // A name seen on any loan the caller may see beats the id stand-in of a masked one.
      if (!names.has(id) || (firstName && names.get(id) === id)) names.set(id, firstName ?? id);
    }
    if (page * LOAN_PAGE_MAX_LIMIT >= found.value.total) break;
  }
  return ok(
    [...names]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([userId, firstName]) => ({ userId, firstName })),
  );
}

/** The lender card of `lenderId`: a party with the lender persona. */
export async function lenderCard(
  deps: TradingDeps,
  actor: Actor,
  input: { readonly lenderId: string },
): Promise<Result<Party, DomainError>> {
  if (!isTradingParty(actor)) return err(queryErrors.noLoanPersona());
  return transact(deps.uow, async (s) => {
    const party = await s.directory.get(input.lenderId);
    return party?.persona === 'lender' ? ok(party) : err(queryErrors.lenderNotFound(input.lenderId));
  });
}
