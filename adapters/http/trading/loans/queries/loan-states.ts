/**
 * One loan with its states (spec §7 `get_loans_list/states?_id=`): the loan as its viewer may
 * see it, and the parties the viewer may raise a stipulation with on it (the states' second
 * party list; the stipulations area decides who they are). Like the queries beside it, this
 * composes core functions inside one transaction and has no IO of its own.
 */
import type { DomainError } from '../../../../../core/errors/domain-error';
import { err, ok, type Result } from '../../../../../core/errors/result';
import { type LoanView, presentLoans } from '../../../../../core/loans/loan-views';
import { visibleLoansByIds } from '../../../../../core/loans/visibility';
import type { Actor } from '../../../../../core/permissions/actor';
import { transact } from '../../../../../core/ports/unit-of-work';
import { counterparties } from '../../../../../core/stipulations/stipulation-parties';
import type { TradingDeps } from '../../../../../core/trading/stores';
import { loanParties } from '../../../../../core/transfer/loan-parties';
import { loanContextsIn } from '../../dto/loan-context';
import { EMPTY_LOAN_CONTEXT, type LoanDtoContext } from '../../dto/loan-dto';
import { queryErrors } from './query-errors';

export interface LoanWithStates {
  readonly view: LoanView;
  readonly context: LoanDtoContext;
}

/** The loan `loanId` for `actor`, with its context and second parties; unknown and invisible alike answer not found. */
export async function loanWithStates(
  deps: TradingDeps,
  actor: Actor,
  input: { readonly loanId: string },
): Promise<Result<LoanWithStates, DomainError>> {
  return transact(deps.uow, async (s) => {
    const found = await visibleLoansByIds(s, actor, [input.loanId]);
    if (!found.ok)
      return found.error.kind === 'not_found' ? err(queryErrors.loanNotFound(input.loanId)) : found;
    const loan = found.value[0]!;
    const [view] = await presentLoans(s, actor, [loan]);
    const contexts = await loanContextsIn(s, actor, [loan]);
    const secondParties = [];
    for (const userId of counterparties(await loanParties(s, loan), actor.userId)) {
      const party = await s.directory.get(userId);
      secondParties.push({ user_id: userId, name: party?.name ?? userId, persona: party?.persona ?? null });
    }
    return ok({ view: view!, context: { ...(contexts.get(loan.id) ?? EMPTY_LOAN_CONTEXT), secondParties } });
  });
}
