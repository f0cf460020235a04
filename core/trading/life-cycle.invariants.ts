/**
 * What must hold of the committed trading state whatever happened before (the model-based
 * test checks it after every command): a bid has at most one winner and one award, and a
 * loan's ownership history is one chain from its lender to its current owner — so no loan
 * ever had two owners at once. Read through the store ports only; returns the violations.
 */
import type { TradingStores } from './stores';

/** The violations found among `bidIds` and `loanIds`, won by any of `bidders`; empty when all hold. */
export async function lifeCycleViolations(
  s: TradingStores,
  scope: {
    readonly loanIds: readonly string[];
    readonly bidIds: readonly string[];
    readonly bidders: readonly string[];
  },
): Promise<string[]> {
  const problems: string[] = [];
  const awardsPerBid = new Map<string, number>();
  for (const bidder of scope.bidders) {
    for (const a of await s.bids.awardsWonBy(bidder))
      awardsPerBid.set(a.bidId, (awardsPerBid.get(a.bidId) ?? 0) + 1);
  }
  for (const bid of await s.bids.getMany(scope.bidIds)) {
    const bought = (await s.bids.entriesFor(bid.id)).filter((e) => e.bought).map((e) => e.bidderId);
    const winners = bid.winnerId === null ? [] : [bid.winnerId];
    if (JSON.stringify(bought) !== JSON.stringify(winners)) {
      problems.push(`bid ${bid.id}: winner ${bid.winnerId} but bought entries of ${bought.join(', ')}`);
    }
    if ((awardsPerBid.get(bid.id) ?? 0) !== winners.length) {
      problems.push(`bid ${bid.id}: ${awardsPerBid.get(bid.id) ?? 0} awards for ${winners.length} winner(s)`);
    }
  }
  for (const loan of await s.loans.getMany(scope.loanIds)) {
    let owner = loan.lenderId;
    for (const change of await s.transfers.ownershipHistory(loan.id)) {
      if (change.fromOwnerId !== owner)
        problems.push(`loan ${loan.id}: ${change.fromOwnerId} sold it while ${owner} owned it`);
      owner = change.toOwnerId;
    }
    if (owner !== loan.ownerId)
      problems.push(`loan ${loan.id}: owned by ${loan.ownerId}, history ends at ${owner}`);
  }
  return problems;
}
