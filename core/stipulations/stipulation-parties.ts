/**
 * Who may raise a stipulation on a loan, and with whom (our reading of spec §2/§6, which names
 * the parties but not the pairs). The pairs that have something to settle are:
 *   - the loan's owner (the lender) with anyone in due diligence on its tape — the investor who
 *     started a case or the firm it engaged;
 *   - an investor with the firm it engaged on that tape (its own case only).
 * Two investors, two firms, or an investor and another investor's firm never share a thread,
 * and rating agencies (never engaged through a case) raise none.
 */
import { isDdFirm, type LoanParties } from '../transfer/loan-parties';
import type { Stipulation, StipulationStage } from './stipulation';

/** Everyone `userId` may open a thread with on the loan, in a stable order (owner first). */
export function counterparties(p: LoanParties, userId: string): string[] {
  const owner = p.loan.ownerId;
  const out: string[] = [];
  const add = (id: string) => {
    if (id !== userId && !out.includes(id)) out.push(id);
  };
  if (userId === owner) {
    for (const c of p.cases) {
      add(c.investorId);
      add(c.ddFirmId);
    }
    return out;
  }
  const mine = p.cases.filter((c) => c.investorId === userId || c.ddFirmId === userId);
  if (mine.length === 0) return out;
  add(owner);
  for (const c of mine) add(c.investorId === userId ? c.ddFirmId : c.investorId);
  return out;
}

/**
 * The second party when the form has no selector (due-diligence and rating-agency users, spec
 * §6): the loan's owner, who answers stipulations (DESIGN roles; issue "due diligence raises
 * and resolves a stipulation, the lender answers") — for a firm engaged on the tape, else null.
 * Which investor engaged the firm does not matter: the query is about the loan's documents.
 */
export function defaultSecondParty(p: LoanParties, userId: string): string | null {
  return isDdFirm(p, userId) && p.loan.ownerId !== userId ? p.loan.ownerId : null;
}

/**
 * Spec §4 'Query marked as resolved for this stage.': once the two parties have closed a thread
 * on a loan in a stage, they have settled that stage and may not raise another query in it.
 */
export function resolvedForStage(
  threads: readonly Stipulation[],
  loanId: string,
  stage: StipulationStage,
  a: string,
  b: string,
): boolean {
  const pair = new Set([a, b]);
  return threads.some(
    (t) =>
      t.closed &&
      t.loanId === loanId &&
      t.stage === stage &&
      pair.has(t.partyA.userId) &&
      pair.has(t.partyB.userId),
  );
}
