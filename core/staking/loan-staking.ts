/**
 * One loan's staking record: every stake recorded on it (the live one last, if any) and every
 * unstaking request with where it stands now. Seen by the loan's owner, a lender who staked on
 * it, and the operator; other parties are refused, though the loan itself may be visible to them.
 */
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Actor } from '../permissions/actor';
import { holdsByRole, requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { type Stake, standingOf, type UnstakeStanding } from './stake';
import { StakingErrors } from './staking.errors';

export interface LoanStaking {
  readonly loanId: string;
  /** Oldest first. */
  readonly stakes: Stake[];
  /** Oldest first, each as it stands at `asOf`. */
  readonly requests: UnstakeStanding[];
  readonly asOf: string;
}

/** The stakes and unstaking requests of `loanId`. */
export async function loanStaking(
  deps: TradingDeps,
  actor: Actor,
  loanId: string,
): Promise<Result<LoanStaking, DomainError>> {
  const allowed = requireCapability(actor, 'see_stakes');
  if (!allowed.ok) return allowed;
  const asOf = deps.clock.now().toISOString();
  return deps.uow.run(async (s) => {
    const loan = await s.loans.get(loanId);
    if (!loan) return err(StakingErrors.loanNotFound({ loanId }));
    const stakes = await s.staking.stakesOfLoan(loanId);
    const party =
      holdsByRole(actor, 'see_stakes') ||
      loan.ownerId === actor.userId ||
      stakes.some((st) => st.stakerId === actor.userId);
    if (!party) return err(StakingErrors.notAParty({ loanId }));
    const requests = (await s.staking.requestsOfLoan(loanId)).map((r) => standingOf(r, asOf));
    return ok({ loanId, stakes, requests, asOf });
  });
}
