/**
 * Reading threads (spec §7 stipulations_view/{id}?user_id → dropdown, data). A user sees only
 * the threads they are a party to; the dropdown lists whom they may raise a new query with.
 * A thread of others is never shown — reading it by id answers "not found".
 */
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Actor, LoanPersona } from '../permissions/actor';
import type { TradingDeps } from '../ports/stores';
import { transact } from '../ports/unit-of-work';
import { loanParties } from '../transfer/loan-parties';
import { partyOf, type Stipulation } from './stipulation';
import { counterparties } from './stipulation-parties';
import { stipulationErrors } from './stipulations.errors';

/** One entry of the second-party dropdown. */
export interface SecondPartyOption {
  readonly userId: string;
  readonly name: string;
  readonly persona: LoanPersona | null;
}

export interface StipulationsView {
  readonly dropdown: readonly SecondPartyOption[];
  /** The actor's threads on the loan, oldest first. */
  readonly data: readonly Stipulation[];
}

/** The actor's threads on a loan and the parties they may open one with. */
export async function viewStipulations(
  deps: TradingDeps,
  actor: Actor,
  input: { readonly loanId: string },
): Promise<Result<StipulationsView, DomainError>> {
  return transact(deps.uow, async (s) => {
    const loan = await s.loans.get(input.loanId);
    if (!loan) return err(stipulationErrors.loanNotFound(input.loanId));
    const options = counterparties(await loanParties(s, loan), actor.userId);
    const data = (await s.stipulations.forLoans([loan.id])).filter((t) => partyOf(t, actor.userId));
    // A former party (say, the seller after a transfer) still reads its own threads.
    if (options.length === 0 && data.length === 0) return err(stipulationErrors.notAParty());
    const dropdown = await Promise.all(
      options.map(async (userId) => {
        const p = await s.directory.get(userId);
        return { userId, name: p?.name ?? userId, persona: p?.persona ?? null };
      }),
    );
    return ok({ dropdown, data });
  });
}

/** One thread, for one of its two parties only. */
export async function getStipulation(
  deps: TradingDeps,
  actor: Actor,
  input: { readonly stipulationId: string },
): Promise<Result<Stipulation, DomainError>> {
  return transact(deps.uow, async (s) => {
    const stip = await s.stipulations.get(input.stipulationId);
    if (!stip || !partyOf(stip, actor.userId)) return err(stipulationErrors.notFound(input.stipulationId));
    return ok(stip);
  });
}
