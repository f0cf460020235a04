import { unwrap } from '../../errors/result';
import type { Loan } from '../../loans/loan';
import { visibilityFor } from '../../loans/visibility';
import type { Actor } from '../../permissions/actor';
import type { TradingDeps } from '../../ports/stores';
import { sendStakeholderPrices } from '../stakeholder-prices';

/**
 * Gives `investor` a stake in `tapeName`, as due diligence requires before an investor may
 * engage a firm: a price for a loan of the tape, sent to its owner through the use case (a
 * pending stakeholder row, and the owner's notification). Answers that loan's id. An investor
 * may price only a loan it sees and does not own: the first such of the tape (open for bidding,
 * or awarded to it), else the tape's first loan of another owner, priced while it is open for
 * bidding — an auction that ends unsold, leaving the loan listed as it was.
 */
export async function giveStake(deps: TradingDeps, investor: Actor, tapeName: string): Promise<string> {
  const { seen, first } = await deps.uow.run(async (s) => {
    const page = { filters: { tapeName }, page: 1, limit: 100 } as const;
    const notOwn = (loans: readonly Loan[]) => loans.find((l) => l.ownerId !== investor.userId);
    const visibility = await visibilityFor(s, investor);
    const everything = { everything: true, partyId: null, statuses: [], tapeNames: [], loanIds: [] };
    return {
      seen: visibility && notOwn((await s.loans.search({ ...page, visibility })).items),
      first: notOwn((await s.loans.search({ ...page, visibility: everything })).items),
    };
  });
  const loan = seen ?? first;
  if (!loan) throw new Error(`giveStake: no loan on ${tapeName}`);
  const auction = !seen && loan.status === 'listed';
  if (auction) await setStatus(deps, loan, 'listed', 'bidding');
  const priced = await sendStakeholderPrices(deps, investor, {
    prices: [{ loanId: loan.id, bidPrice: Number(loan.amountCents) / 100 }],
  });
  if (auction) await setStatus(deps, loan, 'bidding', 'listed');
  unwrap(priced);
  return loan.id;
}

async function setStatus(deps: TradingDeps, loan: Loan, from: Loan['status'], to: Loan['status']) {
  const at = deps.clock.now().toISOString();
  if (!(await deps.uow.run((s) => s.loans.setStatus(loan.id, from, to, at))))
    throw new Error(`giveStake: loan ${loan.id} is not ${from}`);
}
