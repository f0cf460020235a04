/**
 * What must hold of the committed trading state whatever happened before (the model-based
 * test checks it after every command): a bid has at most one winner and one award, only the
 * winner's entry is bought (and not once its purchase was rejected), a loan's ownership history
 * is one chain from its lender to its current owner — so no loan ever had two owners at once —
 * and every sale rests on the consent of the owner it took the loan from
 * (`consentViolations`). Read through the store ports only; returns the violations.
 */
import type { TradeEvent } from '../audit/audit-log';
import type { TradingStores } from '../ports/stores';

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
    const rejected = (await s.approvals.purchaseApprovalByBid(bid.id))?.status === 'rejected';
    const buyers = rejected ? [] : winners;
    if (JSON.stringify(bought) !== JSON.stringify(buyers)) {
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

/**
 * A loan changes owner only with its current owner's consent: every sale in the audit log
 * follows, with no change of owner of that loan in between, that owner's approval of the
 * purchase of a bid the buyer won (`winnerOf` answers from the bids); an aggregator transfer is
 * the owner's own act. `events` in the order they were appended.
 */
export function consentViolations(
  events: readonly TradeEvent[],
  winnerOf: (bidId: string) => string | null,
): string[] {
  const problems: string[] = [];
  for (const [i, t] of events.entries()) {
    if (t.type !== 'loan.transferred') continue;
    const { from, to, kind } = t.data;
    if (kind === 'aggregator') {
      if (t.actorId !== from) problems.push(`loan ${t.subjectId}: moved without a sale by ${t.actorId}`);
      continue;
    }
    let consented = false;
    for (const e of events.slice(0, i).reverse()) {
      const loanId = e.type === 'stakeholder.approved' ? e.data.loanId : e.subjectId;
      if (loanId !== t.subjectId) continue;
      if (e.type === 'loan.transferred') break;
      const approves = e.type === 'purchase.approved' || e.type === 'stakeholder.approved';
      const buyer = e.type === 'purchase.approved' ? winnerOf(String(e.data.bidId)) : to;
      if (approves && e.actorId === from && buyer === to) consented = true;
    }
    if (!consented) problems.push(`loan ${t.subjectId}: ${to} took it from ${from} without its consent`);
  }
  return problems;
}
