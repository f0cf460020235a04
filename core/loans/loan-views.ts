import type { Actor } from '../permissions/actor';
import type { TradingStores } from '../ports/stores';
import { type BorrowerAccess, currentWinner, loanForViewer } from './borrower-privacy';
import type { Loan } from './loan';
import type { PoolStatus } from './pool-store';

/**
 * Every use case of this area that returns loans returns `LoanView`s built here, so borrower
 * privacy is applied in one place and cannot be forgotten by a new use case.
 */
export interface LoanView {
  /** The loan, with borrower fields masked unless the viewer is entitled to them. */
  readonly loan: Loan;
  readonly borrowerMasked: boolean;
  /** The viewer's pool status for the loan (spec §3 addedToPool), or null if never pooled. */
  readonly poolStatus: PoolStatus | null;
}

/** Gathers who may see the borrowers of `loans`: due-diligence firms of their tapes and current award winners. */
export async function loadBorrowerAccess(s: TradingStores, loans: readonly Loan[]): Promise<BorrowerAccess> {
  if (loans.length === 0) return { ddFirmsByTape: new Map(), winnerByLoan: new Map() };
  const tapeNames = [...new Set(loans.map((l) => l.tapeName))];
  // Sequential on purpose: a transaction holds one connection.
  const cases = await s.dueDiligence.casesForTapes(tapeNames);
  const awards = await s.bids.awardsForLoans(loans.map((l) => l.id));
  const ddFirmsByTape = new Map<string, Set<string>>();
  for (const c of cases) {
    const firms = ddFirmsByTape.get(c.tapeName) ?? new Set<string>();
    firms.add(c.ddFirmId);
    ddFirmsByTape.set(c.tapeName, firms);
  }
  const latestAward = new Map(awards.map((a) => [a.loanId, a]));
  const winnerByLoan = new Map<string, string>();
  for (const loan of loans) {
    const winner = currentWinner(loan, latestAward.get(loan.id));
    if (winner !== null) winnerByLoan.set(loan.id, winner);
  }
  return { ddFirmsByTape, winnerByLoan };
}

/** The loans as `actor` may see them, with the actor's pool status, in the order given. */
export async function presentLoans(
  s: TradingStores,
  actor: Actor,
  loans: readonly Loan[],
): Promise<LoanView[]> {
  const access = await loadBorrowerAccess(s, loans);
  const entries = await s.pools.entriesFor(
    actor.userId,
    loans.map((l) => l.id),
  );
  const poolStatus = new Map(entries.map((e) => [e.loanId, e.status]));
  return loans.map((loan) => ({
    ...loanForViewer(loan, actor.userId, access),
    poolStatus: poolStatus.get(loan.id) ?? null,
  }));
}
