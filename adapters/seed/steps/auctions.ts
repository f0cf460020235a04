/**
 * Bidding as it happens (fixtures/demo/auctions.ts): the lender opens lots of loans for bidding,
 * investors place their bids while the lots are open, and — for the closed auction — the
 * platform admin's close of expired bids awards each loan to the best bid, which also opens the
 * purchase approvals and tells winners, losers and the lender. The open auction adds a bidder's
 * question and the lender's answer.
 */

import { sendBidStipulation } from '../../../core/bidding/bid-stipulations';
import { closeExpiredBids } from '../../../core/bidding/close-expired-bids';
import { openForBidding } from '../../../core/bidding/open-for-bidding';
import { placeBid } from '../../../core/bidding/place-bid';
import {
  BID_QUESTION,
  CLOSED_AUCTION,
  type DemoAuction,
  OPEN_AUCTION,
} from '../../../fixtures/demo/auctions';
import { instant } from '../../../fixtures/demo/timeline';
import { castOf, loansOf, priceOf, trader } from '../cast';
import { must, type Stage } from '../stage';
import type { SeedStep } from '../step';
import type { SeedCounts } from '../summary';

async function runAuction(
  stage: Stage,
  auction: DemoAuction,
): Promise<{ counts: SeedCounts; bidIds: Map<number, string> }> {
  const cast = await castOf(stage);
  const loan = await loansOf(stage, auction.tape);
  const lender = await trader(stage, cast.lender);
  const bidIds = new Map<number, string>();
  stage.at(auction.openedAt);
  for (const lot of auction.lots) {
    const loanIds = lot.loans.map((n) => loan(n).id);
    const validTill = instant(stage.now, lot.validTill).toISOString();
    const opened = must(
      'opening loans for bidding',
      await openForBidding(stage.trading, lender, { loanIds, validTill }),
    );
    for (const bid of opened.bids) bidIds.set(lot.loans[loanIds.indexOf(bid.loanId)]!, bid.id);
  }
  for (const bid of [...auction.bids].sort((a, b) => a.at - b.at)) {
    const bidder = await trader(stage, cast[bid.by]);
    stage.at(bid.at);
    const input = {
      bidId: bidIds.get(bid.loan)!,
      bidderId: bidder.userId,
      amount: priceOf(loan(bid.loan), bid.pct),
    };
    must(`a bid on loan ${bid.loan}`, await placeBid(stage.trading, bidder, input));
  }
  const counts: SeedCounts = { bidsOpened: bidIds.size, bidEntries: auction.bids.length };
  if (auction.closedAt === undefined) return { counts, bidIds };
  stage.at(auction.closedAt);
  const closed = must(
    'closing expired bids',
    await closeExpiredBids(stage.trading, await trader(stage, cast.admin)),
  );
  return { counts: { ...counts, bidsClosed: closed.closed, awards: closed.awarded }, bidIds };
}

export const closedAuctionStep: SeedStep = {
  name: 'closed auction',
  async done(stage) {
    const loan = (await loansOf(stage, CLOSED_AUCTION.tape))(CLOSED_AUCTION.lots[0]!.loans[0]!);
    return (await stage.trading.uow.run((s) => s.bids.awardsForLoans([loan.id]))).length > 0;
  },
  run: async (stage) => (await runAuction(stage, CLOSED_AUCTION)).counts,
};

export const openAuctionStep: SeedStep = {
  name: 'open auction',
  async done(stage) {
    const { investor2 } = await castOf(stage);
    const loan = (await loansOf(stage, OPEN_AUCTION.tape))(BID_QUESTION.loan);
    return stage.trading.uow.run(async (s) => {
      const entries = await s.bids.entriesOfBidder(investor2.id);
      return (await s.bids.getMany(entries.map((e) => e.bidId))).some((b) => b.loanId === loan.id);
    });
  },
  async run(stage) {
    const { counts, bidIds } = await runAuction(stage, OPEN_AUCTION);
    const cast = await castOf(stage);
    const bidder = cast[BID_QUESTION.bidder];
    for (const { by, message, at } of BID_QUESTION.messages) {
      stage.at(at);
      const input = { bidId: bidIds.get(BID_QUESTION.loan)!, bidderId: bidder.id, message };
      must(
        'a question on a bid',
        await sendBidStipulation(stage.trading, await trader(stage, cast[by]), input),
      );
    }
    return { ...counts, bidQuestions: BID_QUESTION.messages.length };
  },
};
