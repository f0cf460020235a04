/**
 * After the closed auction (fixtures/demo/sales.ts PURCHASES): the lender approves two
 * purchases and rejects one (which the second investor had offered again at a better price
 * while it waited; rejected, the loan is back on the tape), the investor reprices one loan
 * after its desk review, and one approved loan is sold — through the transfer with every guard
 * (due diligence complete, purchase approved) — and given a servicer by its new owner. The other
 * approved loan is left for a transfer in the demo.
 */
import { assignServicer } from '../../../core/transfer/assign-servicer';
import { setPurchaseApproval, updateBidApproval } from '../../../core/transfer/purchase-approvals';
import { repriceLoan } from '../../../core/transfer/reprice';
import { transferLoanNew } from '../../../core/transfer/transfer-loans';
import { PURCHASES } from '../../../fixtures/demo/sales';
import { castOf, loansOf, priceOf, trader } from '../cast';
import { must } from '../stage';
import type { SeedStep } from '../step';

export const purchasesStep: SeedStep = {
  name: 'purchases and transfer',
  async done(stage) {
    const sold = (await loansOf(stage, PURCHASES.tape))(PURCHASES.transfer.loans[0]);
    return (await stage.trading.uow.run((s) => s.transfers.ownershipHistory(sold.id))).length > 0;
  },

  async run(stage) {
    const cast = await castOf(stage);
    const loan = await loansOf(stage, PURCHASES.tape);
    const lender = await trader(stage, cast.lender);
    const ids = (positions: readonly number[]) => positions.map((n) => loan(n).id);

    const { reoffer, reprice, transfer, servicer } = PURCHASES;
    stage.at(reoffer.at);
    const waiting = await stage.trading.uow.run((s) =>
      s.approvals.purchaseApprovalsForLoans(ids([reoffer.loan])),
    );
    must(
      'offering again',
      await updateBidApproval(stage.trading, await trader(stage, cast[reoffer.by]), {
        bidId: waiting[0]!.bidId,
        newPrice: priceOf(loan(reoffer.loan), reoffer.pct),
      }),
    );

    stage.at(PURCHASES.decidedAt);
    const decide = async (positions: readonly number[], approval: 'true' | 'false') =>
      must(
        'a purchase decision',
        await setPurchaseApproval(stage.trading, lender, { loanIds: ids(positions), approval }),
      );
    await decide(PURCHASES.approve, 'true');
    await decide(PURCHASES.reject, 'false');

    stage.at(reprice.at);
    must(
      'the reprice',
      await repriceLoan(stage.trading, await trader(stage, cast[reprice.by]), {
        loanIds: ids([reprice.loan]),
        reason: reprice.reason,
        newPrice: priceOf(loan(reprice.loan), reprice.pct),
      }),
    );

    stage.at(transfer.at);
    const buyer = cast[transfer.to];
    const input = { loanIds: ids(transfer.loans), lenderId: lender.userId, investorId: buyer.id };
    const sold = must('the transfer', await transferLoanNew(stage.trading, lender, input));

    stage.at(servicer.at);
    must(
      'assigning a servicer',
      await assignServicer(stage.trading, await trader(stage, cast[servicer.by]), {
        loanIds: ids([servicer.loan]),
        servicerId: servicer.servicerId,
        servicingPrice: servicer.fee,
      }),
    );
    return {
      purchaseDecisions: PURCHASES.approve.length + PURCHASES.reject.length,
      reprices: 1,
      transfers: sold.changes.length,
      servicerAssignments: 1,
    };
  },
};
