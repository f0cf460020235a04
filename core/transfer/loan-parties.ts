/**
 * Who stands in which relation to a loan, read once per use case: its owner, the
 * due-diligence cases on its tape (the investor who started each and the firm engaged) and
 * the winner of its current award — none once the purchase was rejected, the loan re-opened or
 * sold (`currentWinner`). Documents, stipulations and transfers decide access from
 * this, so the three areas agree on who "the DD party" and "the winning bidder" are.
 */
import { currentWinner } from '../loans/borrower-privacy';
import type { Loan } from '../loans/loan';
import type { TradingStores } from '../ports/stores';
import type { DueDiligenceCase } from './due-diligence-store';

export interface LoanParties {
  readonly loan: Loan;
  /** Cases on the loan's tape, oldest first. */
  readonly cases: readonly DueDiligenceCase[];
  /** The winner of the loan's current award, or null when it does not stand awarded. */
  readonly winnerId: string | null;
}

/** Reads the parties of `loan`. */
export async function loanParties(
  s: Pick<TradingStores, 'dueDiligence' | 'bids'>,
  loan: Loan,
): Promise<LoanParties> {
  const [cases, awards] = await Promise.all([
    s.dueDiligence.casesForTapes([loan.tapeName]),
    s.bids.awardsForLoans([loan.id]),
  ]);
  return { loan, cases, winnerId: currentWinner(loan, awards[0]) };
}

export const isOwner = (p: LoanParties, userId: string): boolean => p.loan.ownerId === userId;
export const isDdFirm = (p: LoanParties, userId: string): boolean =>
  p.cases.some((c) => c.ddFirmId === userId);
export const isDdInvestor = (p: LoanParties, userId: string): boolean =>
  p.cases.some((c) => c.investorId === userId);
export const isWinner = (p: LoanParties, userId: string): boolean => p.winnerId === userId;

/**
 * A loan's documents hold borrower data: only its owner, a due-diligence firm engaged on its
 * tape and (while the award stands) the winning bidder read them (DESIGN "Borrower privacy").
 */
export function mayReadDocuments(p: LoanParties, userId: string): boolean {
  return isOwner(p, userId) || isDdFirm(p, userId) || isWinner(p, userId);
}

/**
 * The document check shows only which required documents are present, never their content,
 * so the investor who started due diligence on the tape may run it too (spec §7
 * processUserDocCheck takes an investor_id).
 */
export function mayCheckDocuments(p: LoanParties, userId: string): boolean {
  return mayReadDocuments(p, userId) || isDdInvestor(p, userId);
}
