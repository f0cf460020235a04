/**
 * The stakeholder grid ('Records, approval for bid amount', spec §2/§4): the second investor
 * sends prices for four loans of the platform tape — the stake that lets it engage a
 * due-diligence firm on that tape the next day; the lender rejects one
 * ('Loan rejected') and approves one ('Loans are being processed'); two wait for a decision.
 */
import { decideStakeholderRows } from '../../../core/transfer/stakeholder-decisions';
import { sendStakeholderPrices } from '../../../core/transfer/stakeholder-prices';
import { STAKEHOLDER_PRICES } from '../../../fixtures/demo/sales';
import { castOf, loansOf, priceOf, trader } from '../cast';
import { must } from '../stage';
import type { SeedStep } from '../step';

const { tape, investor, mappingName, prices, sentAt, decidedAt } = STAKEHOLDER_PRICES;

export const stakeholderStep: SeedStep = {
  name: 'stakeholder prices',
  async done(stage) {
    const first = (await loansOf(stage, tape))(prices[0].loan);
    return (await stage.trading.uow.run((s) => s.approvals.stakeholderRowsForLoans([first.id]))).length > 0;
  },

  async run(stage) {
    const cast = await castOf(stage);
    const loan = await loansOf(stage, tape);
    stage.at(sentAt);
    const sent = must(
      'sending stakeholder prices',
      await sendStakeholderPrices(stage.trading, await trader(stage, cast[investor]), {
        prices: prices.map((p) => ({ loanId: loan(p.loan).id, bidPrice: priceOf(loan(p.loan), p.pct) })),
        mappingName,
      }),
    );
    const rowsOf = (positions: readonly number[]) =>
      positions.map((n) => sent.find((r) => r.loanId === loan(n).id)!.id);
    const lender = await trader(stage, cast.lender);
    stage.at(decidedAt);
    for (const [decision, positions] of [
      ['reject', STAKEHOLDER_PRICES.reject],
      ['approve', STAKEHOLDER_PRICES.approve],
    ] as const) {
      const input = { ids: rowsOf(positions), decision };
      must(
        `the ${decision} of stakeholder prices`,
        await decideStakeholderRows(stage.trading, lender, input),
      );
    }
    return { stakeholderRows: sent.length };
  },
};
