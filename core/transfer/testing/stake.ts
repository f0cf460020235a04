import { unwrap } from '../../errors/result';
import type { Actor } from '../../permissions/actor';
import type { TradingDeps } from '../../ports/stores';
import { sendStakeholderPrices } from '../stakeholder-prices';

/**
 * Gives `investor` a stake in `tapeName`, as due diligence requires before an investor may
 * engage a firm: a price for the tape's first loan, sent to its owner through the use case (a
 * pending stakeholder row, and the owner's notification). Answers that loan's id. The loan is
 * found whoever may see it: a stake is what lets the investor see more.
 */
export async function giveStake(deps: TradingDeps, investor: Actor, tapeName: string): Promise<string> {
  const [loan] = (
    await deps.uow.run((s) =>
      s.loans.search({
        visibility: { everything: true, partyId: null, statuses: [], tapeNames: [tapeName], loanIds: [] },
        filters: {},
        page: 1,
        limit: 1,
      }),
    )
  ).items;
  if (!loan) throw new Error(`giveStake: no loan on ${tapeName}`);
  unwrap(
    await sendStakeholderPrices(deps, investor, {
      prices: [{ loanId: loan.id, bidPrice: Number(loan.amountCents) / 100 }],
    }),
  );
  return loan.id;
}
