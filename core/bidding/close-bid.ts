/**
 * Closing one claimed bid inside the closer's transaction: award it to the best entry (spec §4,
 * `pickWinner`), move the loan bidding → awarded (or back to listed when nobody bid), record the
 * `Award`, open the pending purchase approval the loan's owner decides (core/transfer), tell the
 * winner, each loser and the lender, and audit it — all committed together or not at all.
 * A loan that is no longer in bidding (changed by another area) cannot be sold: the bid closes
 * unsold with reason 'loan_unavailable' and every bidder is told they lost.
 */
import { audit, type TradeTx } from '../trading/trade-tx';
import { openPurchaseApprovals } from '../transfer/purchase-approvals';
import type { Bid } from './bid';
import { pickWinner } from './bid-rules';
import type { Award } from './bid-store';
import { notifyClose } from './bidding-notifications';

/** What happened to one claimed bid. `skipped`: another closer got there first (nothing changed). */
export type BidCloseResult = 'awarded' | 'unsold' | 'skipped';

/** Closes `bid` (claimed, open, expired) at `tx.at` on behalf of `tx.actor`. */
export async function closeOne(tx: TradeTx, bid: Bid): Promise<BidCloseResult> {
  const { s, at } = tx;
  const entries = await s.bids.entriesFor(bid.id);
  const loan = await s.loans.get(bid.loanId);
  const available = loan?.status === 'bidding';
  const winner = available ? pickWinner(entries) : null;
  const closure = {
    closedAt: at,
    winnerId: winner?.bidderId ?? null,
    winningAmountCents: winner?.amountCents ?? null,
  };
  if (!(await s.bids.close(bid.id, closure))) return 'skipped';

  if (available) {
    const moved = await s.loans.setStatus(bid.loanId, 'bidding', winner ? 'awarded' : 'listed', at);
    // Read as 'bidding' in this transaction a moment ago: only a broken lock gets here. Throw so
    // the whole batch rolls back and nothing is awarded on a loan in an unknown state.
    if (!moved) throw new Error(`loan ${bid.loanId} changed while its bid ${bid.id} was being closed`);
  }
  const outcome = { winningAmountCents: closure.winningAmountCents, bidCount: entries.length };
  if (winner) {
    const award: Award = {
      loanId: bid.loanId,
      bidId: bid.id,
      winnerId: winner.bidderId,
      amountCents: winner.amountCents,
      closedAt: at,
    };
    await s.bids.insertAward(award);
    await openPurchaseApprovals(s, [award], tx);
    await audit(tx, 'bid.awarded', bid.id, {
      loanId: bid.loanId,
      winnerId: winner.bidderId,
      amountCents: winner.amountCents,
      bidCount: entries.length,
    });
  } else {
    await audit(tx, 'bid.closed_unsold', bid.id, {
      loanId: bid.loanId,
      reason: available ? 'no_bids' : 'loan_unavailable',
      bidCount: entries.length,
    });
  }
  for (const entry of entries) {
    await notifyClose(
      tx,
      entry.bidderId === winner?.bidderId ? 'bidWon' : 'bidLost',
      entry.bidderId,
      bid,
      loan,
      outcome,
    );
  }
  await notifyClose(tx, 'afterClosure', bid.lenderId, bid, loan, outcome);
  return winner ? 'awarded' : 'unsold';
}
