/**
 * Closing one claimed bid inside the closer's transaction: award it to the best entry (spec §4,
 * `pickWinner`), move the loan bidding → awarded (or back to listed when nobody bid), record the
 * `Award`, tell the winner, each loser and the lender, and audit it.
 * A loan that is no longer in bidding (changed by another area) cannot be sold: the bid closes
 * unsold with reason 'loan_unavailable' and every bidder is told they lost.
 */
import type { TradingStores } from '../trading/stores';
import type { Bid } from './bid';
import { pickWinner } from './bid-rules';
import { closeNotice, type Stamp } from './bidding-notifications';

/** What happened to one claimed bid. `skipped`: another closer got there first (nothing changed). */
export type BidCloseResult = 'awarded' | 'unsold' | 'skipped';

/** Closes `bid` (claimed, open, expired) at `stamp.at` on behalf of `actorId`. */
export async function closeOne(
  s: TradingStores,
  bid: Bid,
  actorId: string,
  stamp: Stamp,
): Promise<BidCloseResult> {
  const at = stamp.at;
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
    await s.bids.insertAward({
      loanId: bid.loanId,
      bidId: bid.id,
      winnerId: winner.bidderId,
      amountCents: winner.amountCents,
      closedAt: at,
    });
    await s.audit.append({
      type: 'bid.awarded',
      actorId,
      subjectId: bid.id,
      at,
      data: {
        loanId: bid.loanId,
        winnerId: winner.bidderId,
        amountCents: winner.amountCents,
        bidCount: entries.length,
      },
    });
  } else {
    await s.audit.append({
      type: 'bid.closed_unsold',
      actorId,
      subjectId: bid.id,
      at,
      data: {
        loanId: bid.loanId,
        reason: available ? 'no_bids' : 'loan_unavailable',
        bidCount: entries.length,
      },
    });
  }
  for (const entry of entries) {
    const type = entry.bidderId === winner?.bidderId ? 'bidWon' : 'bidLost';
    await s.outbox.enqueue(closeNotice(type, entry.bidderId, bid, outcome, stamp));
  }
  await s.outbox.enqueue(closeNotice('afterClosure', bid.lenderId, bid, outcome, stamp));
  return winner ? 'awarded' : 'unsold';
}
