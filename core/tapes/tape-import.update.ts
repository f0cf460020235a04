import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Loan } from '../loans/loan';
import type { LoanDraft } from '../loans/loan-draft';
import { loanErrors } from '../loans/loans.errors';
import type { TradingStores } from '../ports/stores';
import { isTraded, sameDetails } from './tape-import.rules';

/** What an update import did to one matched loan. */
export type MatchedOutcome = 'updated' | 'identical' | 'kept';

/** What an update import did to the loans it matched by loan number. */
export interface MatchedLoansOutcome {
  readonly updated: number;
  /** Matched loans whose data was already identical. */
  readonly identical: number;
  /** Loan numbers matched but left as they were because they are in trading or sold. */
  readonly keptTraded: readonly string[];
}

/**
 * Applies the drafts that match existing loans of the tape (an update import). Each change is
 * compare-and-set on "still listed and still the lender's", so a loan opened for bidding or
 * transferred meanwhile makes the whole import fail with a conflict instead of changing it.
 * `onMatched` hears what became of each matched loan.
 */
export async function updateMatchedLoans(
  s: TradingStores,
  lenderId: string,
  drafts: readonly LoanDraft[],
  existing: ReadonlyMap<string, Loan>,
  at: string,
  onMatched?: (loan: Loan, outcome: MatchedOutcome) => void,
): Promise<Result<MatchedLoansOutcome, DomainError>> {
  const keptTraded: string[] = [];
  let updated = 0;
  let identical = 0;
  for (const draft of drafts) {
    const loan = existing.get(draft.loanNumber);
    if (!loan) continue;
    if (isTraded(loan, lenderId)) {
      keptTraded.push(loan.loanNumber);
      onMatched?.(loan, 'kept');
    } else if (sameDetails(loan, draft)) {
      identical++;
      onMatched?.(loan, 'identical');
    } else if (await s.loans.updateDetails(loan.id, { status: 'listed', ownerId: lenderId }, draft, at)) {
      updated++;
      onMatched?.(loan, 'updated');
    } else {
      return err(loanErrors.loanChanged(loan.loanNumber));
    }
  }
  return ok({ updated, identical, keptTraded });
}
