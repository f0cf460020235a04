/**
 * Closing a claimed batch of bids inside the closer's transaction: award each to its best entry
 * (spec §4, `pickWinner`), move its loan bidding → awarded (or back to listed when nobody bid),
 * record the `Award`, open the pending purchase approval the loan's owner decides (core/transfer),
 * tell the winner, each loser and the lender, and audit it — all committed together or not at all.
 * Set-based: a handful of statements per batch, whatever its size (each store's `…Many`), not a
 * dozen per bid. A loan that is no longer in bidding (changed by another area) cannot be sold:
 * its bid closes unsold with reason 'loan_unavailable' and every bidder is told they lost.
 */
import type { TradeEvent } from '../audit/audit-log';
import type { LoanStatus } from '../loans/loan';
import type { LoanSummary } from '../loans/loan-store';
import type { TradingStores } from '../ports/stores';
import { type TradeTx, tradeEvent } from '../ports/trade-tx';
import { openPurchaseApprovals } from '../transfer/purchase-approvals';
import type { Bid, BidEntry } from './bid';
import { pickWinner } from './bid-rules';
import type { Award } from './bid-store';
import { closeNotices } from './bidding-notifications';

/** What closing one batch did; claimed bids another closer had already closed count in neither. */
export interface BatchOutcome {
  readonly awarded: number;
  readonly unsold: number;
}

interface Plan {
  readonly bid: Bid;
  readonly entries: readonly BidEntry[];
  readonly loan: LoanSummary | null;
  readonly available: boolean;
  readonly winner: BidEntry | null;
}

/** Closes `claimed` (open, expired, claimed by this transaction) at `tx.at` on behalf of `tx.actor`. */
export async function closeBatch(tx: TradeTx, claimed: readonly Bid[]): Promise<BatchOutcome> {
  const { s, at } = tx;
  if (claimed.length === 0) return { awarded: 0, unsold: 0 };
  const entriesOf = await s.bids.entriesForBids(claimed.map((b) => b.id));
  const loans = new Map((await s.loans.summaries(claimed.map((b) => b.loanId))).map((l) => [l.id, l]));
  const plans = claimed.map((bid): Plan => {
    const entries = entriesOf.get(bid.id) ?? [];
    const loan = loans.get(bid.loanId) ?? null;
    const available = loan?.status === 'bidding';
    return { bid, entries, loan, available, winner: available ? pickWinner(entries) : null };
  });
  const closures = plans.map((p) => ({
    bidId: p.bid.id,
    closedAt: at,
    winnerId: p.winner?.bidderId ?? null,
    winningAmountCents: p.winner?.amountCents ?? null,
  }));
  const closed = new Set(await s.bids.closeMany(closures));
  const done = plans.filter((p) => closed.has(p.bid.id));
  const sold = done.filter((p) => p.winner !== null);
  await moveLoans(s, sold, 'awarded', at);
  await moveLoans(
    s,
    done.filter((p) => p.available && p.winner === null),
    'listed',
    at,
  );
  const awards = sold.map(
    (p): Award => ({
      loanId: p.bid.loanId,
      bidId: p.bid.id,
      winnerId: p.winner!.bidderId,
      amountCents: p.winner!.amountCents,
      closedAt: at,
    }),
  );
  await s.bids.insertAwards(awards);
  await openPurchaseApprovals(s, awards, tx, [...loans.values()]);
  await s.audit.appendMany(done.map((p) => closeEvent(tx, p)));
  await s.outbox.enqueueMany(done.flatMap((p) => closeNotices(tx, p.bid, p.loan, p.entries, p.winner)));
  return { awarded: sold.length, unsold: done.length - sold.length };
}

/** Moves the loans of `plans` from bidding to `to`. */
async function moveLoans(s: TradingStores, plans: readonly Plan[], to: LoanStatus, at: string) {
  if (plans.length === 0) return;
  const moved = await s.loans.setStatusMany(
    plans.map((p) => p.bid.loanId),
    'bidding',
    to,
    at,
  );
  // Read as 'bidding' in this transaction a moment ago: only a broken lock gets here. Throw so
  // the whole batch rolls back and nothing is awarded on a loan in an unknown state.
  if (moved !== plans.length)
    throw new Error(`${plans.length - moved} loans changed while their bids were being closed`);
}

function closeEvent(tx: TradeTx, { bid, entries, available, winner }: Plan): TradeEvent {
  if (winner) {
    return tradeEvent(tx, 'bid.awarded', bid.id, {
      loanId: bid.loanId,
      winnerId: winner.bidderId,
      amountCents: winner.amountCents,
      bidCount: entries.length,
    });
  }
  return tradeEvent(tx, 'bid.closed_unsold', bid.id, {
    loanId: bid.loanId,
    reason: available ? 'no_bids' : 'loan_unavailable',
    bidCount: entries.length,
  });
}
