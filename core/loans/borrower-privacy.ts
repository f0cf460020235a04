import type { Award } from '../bidding/bid-store';
import type { Loan } from './loan';

/**
 * Borrower privacy (DESIGN "Who uses it"): borrower names, addresses, income and debt are
 * visible to the loan's owner, its due-diligence party (the firm of a due-diligence case on the
 * loan's tape) and, while the loan stands awarded, the winner of that award (`currentWinner`).
 * A winner whose purchase was rejected, or whose award was displaced by a re-opening or a sale
 * to someone else, is a stranger again. Everyone else — the lender
 * after a sale, losing bidders, other investors, operators — gets the loan with those fields
 * set to null and the private tape columns left out. Pure: the caller gathers the facts.
 */

/** The facts that grant access, gathered for a set of loans. */
export interface BorrowerAccess {
  /** Tape name → user ids of the due-diligence firms engaged on it. */
  readonly ddFirmsByTape: ReadonlyMap<string, ReadonlySet<string>>;
  /** Loan id → user id of the winner of its current award (`currentWinner`); loans without one are absent. */
  readonly winnerByLoan: ReadonlyMap<string, string>;
}

export const NO_ACCESS: BorrowerAccess = { ddFirmsByTape: new Map(), winnerByLoan: new Map() };

/**
 * The winner of the loan's current award, or null. `latestAward` is the loan's newest award (the
 * bid store's `awardsForLoans`). An award is current only while the loan stands awarded: a
 * rejected purchase returns the loan to listed, a re-opening moves it to bidding, a transfer
 * lists it for its new owner — each ends the award. The loan can only stand awarded again by a
 * newer close, whose award is then the latest, so status and recency together suffice.
 */
export function currentWinner(
  loan: Pick<Loan, 'id' | 'status'>,
  latestAward: Award | null | undefined,
): string | null {
  if (loan.status !== 'awarded' || !latestAward || latestAward.loanId !== loan.id) return null;
  return latestAward.winnerId;
}

/** Raw tape columns that carry borrower identity, address, income or debt (matched on the column name). */
const PRIVATE_ATTRIBUTE =
  /name|address|addr|street|city|county|zip|postal|income|debt|salary|ssn|social|phone|mobile|email|birth|dob/i;

/** True when a raw tape column (`ingested_attributes`) may identify the borrower or reveal their finances. */
export function isPrivateAttribute(column: string): boolean {
  return PRIVATE_ATTRIBUTE.test(column);
}

/** True when `viewerId` may see the borrower's private data on `loan`. */
export function canSeeBorrower(loan: Loan, viewerId: string, access: BorrowerAccess): boolean {
  return (
    loan.ownerId === viewerId ||
    (access.ddFirmsByTape.get(loan.tapeName)?.has(viewerId) ?? false) ||
    access.winnerByLoan.get(loan.id) === viewerId
  );
}

/** The loan with names, income and debt nulled and private tape columns removed. */
export function maskBorrower(loan: Loan): Loan {
  return {
    ...loan,
    borrower: {
      ...loan.borrower,
      firstName: null,
      lastName: null,
      monthlyIncomeCents: null,
      monthlyDebtCents: null,
    },
    attributes: Object.fromEntries(
      Object.entries(loan.attributes).filter(([column]) => !isPrivateAttribute(column)),
    ),
  };
}

/** The loan as `viewerId` may see it, and whether it was masked. */
export function loanForViewer(
  loan: Loan,
  viewerId: string,
  access: BorrowerAccess,
): { loan: Loan; borrowerMasked: boolean } {
  return canSeeBorrower(loan, viewerId, access)
    ? { loan, borrowerMasked: false }
    : { loan: maskBorrower(loan), borrowerMasked: true };
}
