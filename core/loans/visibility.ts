import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Actor } from '../permissions/actor';
import { can } from '../permissions/capabilities';
import type { TradingStores } from '../ports/stores';
import type { Loan } from './loan';
import { isVisible, type LoanVisibility } from './loan-query';
import { loanErrors } from './loans.errors';

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

/** Tape names on which `userId` is the due-diligence firm of some case. */
export async function reviewedTapes(s: TradingStores, userId: string): Promise<string[]> {
  const cases = await s.dueDiligence.casesForFirm(userId);
  return [...new Set(cases.map((c) => c.tapeName))].sort();
}

/** Ids of loans currently awarded (not yet transferred) whose latest award went to `userId`. */
export async function loansAwardedTo(s: TradingStores, userId: string): Promise<string[]> {
  const won = [...new Set((await s.bids.awardsWonBy(userId)).map((a) => a.loanId))];
  if (won.length === 0) return [];
  // A loan re-offered after a transfer may have a newer award to someone else: the latest counts.
  const latest = (await s.bids.awardsForLoans(won)).filter((a) => a.winnerId === userId);
  const awarded = await s.loans.getMany(latest.map((a) => a.loanId));
  return awarded
    .filter((loan) => loan.status === 'awarded')
    .map((loan) => loan.id)
    .sort();
}

/**
 * The visibility of `actor`, or null when the actor may see no loans at all. Decided by the
 * capability table: the operator sees everything; every loan persona its own loans; bidders
 * also what is open for bidding and what they won; reviewers also the tapes they review.
 */
export async function visibilityFor(s: TradingStores, actor: Actor): Promise<LoanVisibility | null> {
  if (can(actor, 'see_every_loan')) return { ...NONE, everything: true };
  if (!can(actor, 'see_loans')) return null;
  let visibility: LoanVisibility = { ...NONE, partyId: actor.userId };
  if (can(actor, 'see_bidding_table')) {
    visibility = { ...visibility, statuses: ['bidding'], loanIds: await loansAwardedTo(s, actor.userId) };
  }
  if (can(actor, 'see_reviewed_tapes')) {
    visibility = { ...visibility, tapeNames: await reviewedTapes(s, actor.userId) };
  }
  return visibility;
}

/**
 * Whether `actor` may see a loan, by the same rule as every listing: its visibility is read
 * once, on the first loan asked about, so a use case meeting loans one at a time reads it once.
 */
export function loanSightOf(s: TradingStores, actor: Actor): (loan: Loan) => Promise<boolean> {
  let visibility: Promise<LoanVisibility | null> | undefined;
  return async (loan) => {
    visibility ??= visibilityFor(s, actor);
    const v = await visibility;
    return v !== null && isVisible(loan, v);
  };
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
