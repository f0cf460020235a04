/**
 * The party lists of the trading screens (spec §7 `display_all_lender?persona=Due Diligence`,
 * `display-all-lenders?persona=Borrower`: user_id, first_name) and the lender details card
 * (spec §2: company_name, address, state, web_url, contact_name).
 *
 * Personas are named as the screens name them. Borrowers are no platform users: the Borrower
 * list holds the borrowers of the loans the actor can see (their borrower id, and the first
 * name where the actor may see it — else the id again). Only trading parties (a loan persona,
 * or the operator: capability 'see_trading_parties') see these lists.
 */
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { LOAN_PAGE_MAX_LIMIT } from '../loans/loan-filters';
import { searchVisibleLoans } from '../loans/search-loans';
import type { Actor, LoanPersona } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import type { TradingDeps, TradingStores } from '../ports/stores';
import { transact } from '../ports/unit-of-work';
import { partyErrors } from './parties.errors';
import type { Party } from './party-directory';

/** The persona names the screens send, lower-cased, to the loan personas of spec §6. */
export const PERSONA_NAMES: Readonly<Record<string, LoanPersona | 'borrower'>> = {
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

/** The parties with the persona the screen names, ordered by name (borrowers by id). */
export async function partiesWithPersona(
  deps: TradingDeps,
  actor: Actor,
  input: { readonly persona: string },
): Promise<Result<PartyEntry[], DomainError>> {
  const allowed = requireCapability(actor, 'see_trading_parties');
  if (!allowed.ok) return allowed;
  const persona = PERSONA_NAMES[input.persona.trim().toLowerCase()];
  if (!persona) return err(partyErrors.unknownPersona(input.persona));
  return transact(deps.uow, async (s) => {
    if (persona === 'borrower') return borrowersOfVisibleLoans(s, actor);
    return ok((await s.directory.withPersona(persona)).map((p) => ({ userId: p.userId, firstName: p.name })));
  });
}

async function borrowersOfVisibleLoans(
  s: TradingStores,
  actor: Actor,
): Promise<Result<PartyEntry[], DomainError>> {
  const names = new Map<string, string>();
  for (let page = 1; page <= BORROWER_PAGES; page++) {
    const found = await searchVisibleLoans(s, actor, { filters: {}, page, limit: LOAN_PAGE_MAX_LIMIT });
    if (!found.ok) return found;
    for (const { loan } of found.value.items) {
      const { id, firstName } = loan.borrower;
      if (id === null) continue;
      // A name seen on any loan the actor may see beats the id stand-in of a masked one.
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
  const allowed = requireCapability(actor, 'see_trading_parties');
  if (!allowed.ok) return allowed;
  return transact(deps.uow, async (s) => {
    const party = await s.directory.get(input.lenderId);
    return party?.persona === 'lender' ? ok(party) : err(partyErrors.lenderNotFound(input.lenderId));
  });
}
