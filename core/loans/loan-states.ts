/**
 * One loan with its states (spec §7 `get_loans_list/states?_id=`): the loan as its viewer may
 * see it (borrower fields masked by the privacy rule) and the parties the viewer may raise a
 * stipulation with on it — the states' second-party list, decided by the stipulations area.
 */
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Actor, LoanPersona } from '../permissions/actor';
import type { TradingDeps } from '../ports/stores';
import { transact } from '../ports/unit-of-work';
import { counterparties } from '../stipulations/stipulation-parties';
import { loanParties } from '../transfer/loan-parties';
import { type LoanView, presentLoans } from './loan-views';
import { loanErrors } from './loans.errors';
import { visibleLoansByIds } from './visibility';

/** A party the viewer may raise a query with, named as the directory knows it. */
export interface SecondParty {
  readonly userId: string;
  readonly name: string;
  readonly persona: LoanPersona | null;
}

export interface LoanWithStates {
  readonly view: LoanView;
  /** In the stipulations area's order (the owner first). */
  readonly secondParties: readonly SecondParty[];
}

/**
 * The loan `loanId` for `actor` with its second parties. Unknown and invisible loans alike answer
 * 'Loan not found'; an actor who may see no loans at all is refused.
 */
export async function loanWithStates(
  deps: TradingDeps,
  actor: Actor,
  input: { readonly loanId: string },
): Promise<Result<LoanWithStates, DomainError>> {
  return transact(deps.uow, async (s) => {
    const found = await visibleLoansByIds(s, actor, [input.loanId]);
    if (!found.ok)
      return found.error.kind === 'not_found' ? err(loanErrors.loanNotFound(input.loanId)) : found;
    const loan = found.value[0]!;
    const [view] = await presentLoans(s, actor, [loan]);
    const secondParties: SecondParty[] = [];
    for (const userId of counterparties(await loanParties(s, loan), actor.userId)) {
      const party = await s.directory.get(userId);
      secondParties.push({ userId, name: party?.name ?? userId, persona: party?.persona ?? null });
    }
    return ok({ view: view!, secondParties });
  });
}
