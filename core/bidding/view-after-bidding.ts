/**
 * The bids a bidder has placed (spec §7 `view_After_Bidding {userId}`), newest first by the time
 * each was placed (the spec's "sorted by created date newest first"), with the bidder's outcome
 * Won / Pending / Lost and the expire-in cell.
 */
import { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { transact } from '../ports/unit-of-work';
import { BidErrors } from './bid.errors';
import { type BiddingRow, biddingRow } from './bidding-row';

const inputSchema = z.object({ userId: z.string().trim().min(1) });

export type ViewAfterBiddingInput = z.input<typeof inputSchema>;

/** The actor's own bids (an investor; `userId` must be the actor). */
export async function viewAfterBidding(
  deps: TradingDeps,
  actor: Actor,
  input: ViewAfterBiddingInput,
): Promise<Result<{ readonly rows: BiddingRow[] }, DomainError>> {
  const allowed = requireCapability(actor, 'see_bidding_table');
  if (!allowed.ok) return allowed;
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) return err(BidErrors.invalidRequest());
  const { userId } = parsed.data;
  if (userId !== actor.userId) return err(BidErrors.notYourself());

  return transact(deps.uow, async (s) => {
    const now = deps.clock.now();
    const entries = await s.bids.entriesOfBidder(userId);
    const bids = new Map((await s.bids.getMany(entries.map((e) => e.bidId))).map((b) => [b.id, b]));
    const loans = new Map(
      (await s.loans.getMany([...bids.values()].map((b) => b.loanId))).map((l) => [l.id, l]),
    );
    // entriesOfBidder is already newest first; the row order follows it.
    const rows = entries.flatMap((entry) => {
      const bid = bids.get(entry.bidId);
      const loan = bid && loans.get(bid.loanId);
      return bid && loan ? [biddingRow(bid, loan, userId, entry, now)] : [];
    });
    return ok({ rows });
  });
}
