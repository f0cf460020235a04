import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Actor } from '../permissions/actor';
import type { TradingStores } from '../trading/stores';
import type { Loan } from './loan';
import { isVisible, type LoanVisibility } from './loan-query';
import { loanErrors } from './loans.errors';
import { isOperator, REVIEWER_PERSONAS } from './personas';

/**
 * Which loans each kind of viewer may see (spec §6 leaves it to us):
 * - operators (token role ispadmin): every loan;
 * - lenders: the loans they published or own;
 * - investors: loans open for bidding, loans awarded to them (until transferred), loans they own;
 * - due-diligence firms and rating agencies: loans of the tapes on which they are the
 *   due-diligence party, and any loans they own;
 * - anyone else: nothing (the use cases refuse them).
 * Borrower fields are a separate, stricter rule (borrower-privacy.ts).
 */

const NONE: LoanVisibility = { everything: false, partyId: null, statuses: [], tapeNames: [], loanIds: [] };

/** Tape names on which `userId` is the due-diligence party of some case. */
export async function reviewedTapes(s: TradingStores, userId: string): Promise<string[]> {
  const names = (await s.tapes.list()).map((t) => t.name);
  if (names.length === 0) return [];
  const cases = await s.dueDiligence.casesForTapes(names);
  return [...new Set(cases.filter((c) => c.ddFirmId === userId).map((c) => c.tapeName))].sort();
}

/** Ids of loans currently awarded (not yet transferred) whose latest award went to `userId`. */
export async function loansAwardedTo(s: TradingStores, userId: string): Promise<string[]> {
  const awarded = await s.loans.idsWithStatus('awarded');
  if (awarded.length === 0) return [];
  const awards = await s.bids.awardsForLoans(awarded);
  return awards
    .filter((a) => a.winnerId === userId)
    .map((a) => a.loanId)
    .sort();
}

/** The visibility of `actor`, or null when the actor may see no loans at all. */
export async function visibilityFor(s: TradingStores, actor: Actor): Promise<LoanVisibility | null> {
  if (isOperator(actor)) return { ...NONE, everything: true };
  const mine = { ...NONE, partyId: actor.userId };
  if (actor.persona === 'lender') return mine;
  if (actor.persona === 'investor') {
    return { ...mine, statuses: ['bidding'], loanIds: await loansAwardedTo(s, actor.userId) };
  }
  if (actor.persona !== null && REVIEWER_PERSONAS.includes(actor.persona)) {
    return { ...mine, tapeNames: await reviewedTapes(s, actor.userId) };
  }
  return null;
}

/**
 * The loans `ids` (deduplicated, in the order given) when every one exists and is visible to
 * `actor`; otherwise a not_found naming the others — unknown and invisible alike, so ids leak
 * nothing — or forbidden for an actor who may see no loans at all.
 */
export async function visibleLoansByIds(
  s: TradingStores,
  actor: Actor,
  ids: readonly string[],
): Promise<Result<Loan[], DomainError>> {
  const wanted = [...new Set(ids)];
  const visibility = await visibilityFor(s, actor);
  if (visibility === null) return err(loanErrors.forbidden('see loans'));
  const loans = new Map((await s.loans.getMany(wanted)).map((l) => [l.id, l]));
  const missing = wanted.filter((id) => {
    const loan = loans.get(id);
    return !loan || !isVisible(loan, visibility);
  });
  return missing.length > 0 ? err(loanErrors.loansNotFound(missing)) : ok(wanted.map((id) => loans.get(id)!));
}
