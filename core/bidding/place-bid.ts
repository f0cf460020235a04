/**
 * An investor places a bid (spec §7 `place_bid {bidId, bidderId, amount}`, §8 'Created
 * Successfully'). The rule of spec §4 is checked for a clear refusal, and the store enforces
 * it again atomically (`placeEntry`), so a double-submit or a close racing the placement can
 * never produce two entries or an entry on a closed bid.
 */
import { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';
import { err, ok, type Result } from '../errors/result';
import type { Cents } from '../money/cents';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { audit, type TradeTx, tradeTx } from '../ports/trade-tx';
import { transact } from '../ports/unit-of-work';
import { parseBidAmount } from '../validation/bid-amount';
import type { BidEntry } from './bid';
import { BidErrors } from './bid.errors';
import { placementRefusal } from './bid-rules';

const inputSchema = z.object({
  bidId: z.string().trim().min(1),
  bidderId: z.string().trim().min(1),
  /** Dollars, as typed (number or text); see `parseBidAmount` (core/validation, spec §5). */
  amount: z.unknown(),
});

export type PlaceBidInput = z.input<typeof inputSchema>;

export interface PlaceBidOutcome {
  readonly message: typeof MESSAGES.bidCreated;
  readonly entry: BidEntry;
}

/** Places the actor's single bid of `amount` dollars on `bidId`. */
export async function placeBid(
  deps: TradingDeps,
  actor: Actor,
  input: PlaceBidInput,
): Promise<Result<PlaceBidOutcome, DomainError>> {
  const allowed = requireCapability(actor, 'bid');
  if (!allowed.ok) return allowed;
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) return err(BidErrors.invalidRequest());
  const { bidId, bidderId } = parsed.data;
  // Ours: the bidder is the caller; nobody bids in another investor's name.
  if (bidderId !== actor.userId) return err(BidErrors.notYourself());
  const amount = parseBidAmount(parsed.data.amount, 'bidding');
  if (!amount.ok) return amount;

  return transact(deps.uow, async (s) => {
    // Read inside the transaction: a placement that waited for the writer lock is judged by when it runs.
    const placed = await placeOne(tradeTx(deps, s, actor), bidId, amount.value);
    return placed.ok ? ok({ message: MESSAGES.bidCreated, entry: placed.value }) : placed;
  });
}

/**
 * Places one entry inside an open transaction: checks the rule, writes through the store's
 * atomic `placeEntry`, appends 'bid.placed'. Shared by `placeBid` and the bulk upload.
 */
export async function placeOne(
  tx: TradeTx,
  bidId: string,
  amountCents: Cents,
): Promise<Result<BidEntry, DomainError>> {
  const { s, actor } = tx;
  const now = new Date(tx.at);
  const bid = await s.bids.get(bidId);
  if (!bid) return err(BidErrors.bidNotFound({ bidId }));
  // Whether the bidder already has an entry is not read first: the store's one-entry-per-bidder
  // key answers it atomically ('duplicate' below), which is also the last of the rule's reasons.
  const refusal = placementRefusal({ bid, bidderId: actor.userId, hasEntry: false, now });
  if (refusal) return err(refusal);

  const entry: BidEntry = {
    bidId,
    bidderId: actor.userId,
    amountCents,
    placedAt: tx.at,
    bought: false,
  };
  const outcome = await s.bids.placeEntry(entry);
  if (outcome === 'duplicate') return err(BidErrors.alreadyPlaced({ bidId }));
  if (outcome === 'not_open') return err(BidErrors.closed({ bidId }));
  await audit(tx, 'bid.placed', bidId, { loanId: bid.loanId, bidderId: actor.userId, amountCents });
  return ok(entry);
}
