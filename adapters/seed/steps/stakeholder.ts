/**
 * The stakeholder grid ('Records, approval for bid amount', spec §2/§4): the lender opens four
 * loans of the platform tape for bidding, and while they are open — an investor prices only
 * loans it may see — the second investor sends prices for them in the grid: the stake that lets
 * it engage a due-diligence firm on that tape later. Nobody bids; the operator's close of expired
 * bids puts the loans back on the tape, and the lender rejects one price ('Loan rejected') and
 * approves one ('Loans are being processed'); two wait for a decision.
 */
import { closeExpiredBids } from '../../../core/bidding/close-expired-bids';
import { openForBidding } from '../../../core/bidding/open-for-bidding';
import { decideStakeholderRows } from '../../../core/transfer/stakeholder-decisions';
import { sendStakeholderPrices } from '../../../core/transfer/stakeholder-prices';
import { STAKEHOLDER_PRICES } from '../../../fixtures/demo/sales';
import { instant } from '../../../fixtures/demo/timeline';
import { castOf, loansOf, priceOf, trader } from '../cast';
import { must } from '../stage';
import type { SeedStep } from '../step';

const { tape, investor, mappingName, auction, prices, sentAt, decidedAt } = STAKEHOLDER_PRICES;

export const stakeholderStep: SeedStep = {
  name: 'stakeholder prices',
  async done(stage) {
    const first = (await loansOf(stage, tape))(prices[0].loan);
    return (await stage.trading.uow.run((s) => s.approvals.stakeholderRowsForLoans([first.id]))).length > 0;
  },

  async run(stage) {
    const cast = await castOf(stage);
    const loan = await loansOf(stage, tape);
    const lender = await trader(stage, cast.lender);
    stage.at(auction.openedAt);
    const loanIds = prices.map((p) => loan(p.loan).id);
    const validTill = instant(stage.now, auction.validTill).toISOString();
    const opened = must(
      'opening the priced loans for bidding',
      await openForBidding(stage.trading, lender, { loanIds, validTill }),
    );
    stage.at(sentAt);
    const sent = must(
      'sending stakeholder prices',
      await sendStakeholderPrices(stage.trading, await trader(stage, cast[investor]), {
        prices: prices.map((p) => ({ loanId: loan(p.loan).id, bidPrice: priceOf(loan(p.loan), p.pct) })),
        mappingName,
      }),
    );
    stage.at(auction.closedAt);
    const closed = must(
      'closing the unsold bids',
      await closeExpiredBids(stage.trading, await trader(stage, cast.admin)),
    );
    const rowsOf = (positions: readonly number[]) =>
      positions.map((n) => sent.find((r) => r.loanId === loan(n).id)!.id);
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
    return { bidsOpened: opened.bids.length, bidsClosed: closed.closed, stakeholderRows: sent.length };
  },
};
