/**
 * The initial stake (spec §9: 2 basis points of the loan value), recorded when a lender puts
 * loans up for trading. Our choice: it is written by the opening itself (core/bidding
 * open-for-bidding calls this inside its transaction), not by a call of its own, because the
 * stake is a term of trading the loan: no loan is ever open for bidding without its stake, a
 * refused or rolled-back opening leaves none, and no caller can forget it. A loan that still
 * holds a live stake (re-opened after an unsold close) keeps it and gets no second one.
 */
import type { Loan } from '../loans/loan';
import { type TradeTx, tradeEvent } from '../ports/trade-tx';
import type { Stake } from './stake';
import { initialStake } from './staking';

/** Stakes the acting lender's `loans` that hold no live stake, audits each; returns the new stakes. */
export async function recordInitialStakes(tx: TradeTx, loans: readonly Loan[]): Promise<Stake[]> {
  const live = new Set((await tx.s.staking.liveStakes(loans.map((l) => l.id))).map((s) => s.loanId));
  const stakes = loans
    .filter((loan) => !live.has(loan.id))
    .map(
      (loan): Stake => ({
        id: tx.nextId(),
        loanId: loan.id,
        tapeName: loan.tapeName,
        loanNumber: loan.loanNumber,
        stakerId: loan.ownerId,
        loanValueCents: loan.amountCents,
        amountCents: initialStake(loan.amountCents),
        status: 'staked',
        stakedAt: tx.at,
        releasedAt: null,
      }),
    );
  if (stakes.length === 0) return stakes;
  await tx.s.staking.insertStakes(stakes);
  await tx.s.audit.appendMany(
    stakes.map((s) =>
      tradeEvent(tx, 'stake.recorded', s.loanId, {
        stakeId: s.id,
        tapeName: s.tapeName,
        loanValueCents: s.loanValueCents,
        amountCents: s.amountCents,
      }),
    ),
  );
  return stakes;
}
