/**
 * Bulk bid upload (spec §5): the rows of an .xlsx sheet (read by the spreadsheet adapter) are
 * matched against the loans still open for bidding on which this bidder has no bid. None match →
 * 'No Matching Records'; some → 'Partial Matching Records' with the rows that did not; all →
 * every bid placed ('Created Successfully'). The action is irreversible, so nothing is placed
 * without `confirm: true`: without it the caller gets a preview of what would be placed.
 * All placements commit together or not at all.
 */
import { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';
import { err, ok, type Result } from '../errors/result';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { tradeTx } from '../ports/trade-tx';
import { transact } from '../ports/unit-of-work';
import { BidErrors } from './bid.errors';
import { type MatchedBulkRow, matchBulkBids, type UnmatchedBulkRow } from './bulk-bid-matching';
import { placeOne } from './place-bid';

/** Largest sheet taken in one upload (ours): bounds one transaction. */
export const MAX_BULK_BID_ROWS = 5000;

/** Preview text when every row matches (ours, in the spec's style). */
export const ALL_MATCHING_RECORDS = 'All Matching Records';

const inputSchema = z.object({
  rows: z.array(
    z.object({
      _id: z.union([z.string(), z.number()]).transform(String),
      amount: z.unknown(),
    }),
  ),
  confirm: z.boolean().optional(),
});

export type UploadBulkBidsInput = z.input<typeof inputSchema>;

export interface UploadBulkBidsOutcome {
  /** False for a preview (no `confirm`). */
  readonly placed: boolean;
  readonly matching: 'all' | 'partial';
  readonly message: string;
  readonly matched: MatchedBulkRow[];
  readonly unmatched: UnmatchedBulkRow[];
}

/** Matches the sheet's rows and, with `confirm: true`, places a bid for each matching row. */
export async function uploadBulkBids(
  deps: TradingDeps,
  actor: Actor,
  input: UploadBulkBidsInput,
): Promise<Result<UploadBulkBidsOutcome, DomainError>> {
  const allowed = requireCapability(actor, 'bid');
  if (!allowed.ok) return allowed;
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) return err(BidErrors.invalidRequest());
  const { rows, confirm } = parsed.data;
  if (rows.length > MAX_BULK_BID_ROWS) return err(BidErrors.tooManyRows());

  return transact(deps.uow, async (s): Promise<Result<UploadBulkBidsOutcome, DomainError>> => {
    const tx = tradeTx(deps, s, actor);
    const now = new Date(tx.at);
    const openBids = await s.bids.openForLoans(rows.map((r) => r._id.trim()));
    const mine = new Set((await s.bids.entriesOfBidder(actor.userId)).map((e) => e.bidId));
    const { matched, unmatched } = matchBulkBids(rows, {
      bidderId: actor.userId,
      openBids,
      bidIdsWithMyEntry: mine,
      now,
    });
    if (matched.length === 0) return err(BidErrors.noMatchingRecords({ unmatched }));
    const matching = unmatched.length === 0 ? 'all' : 'partial';
    const partial = matching === 'partial' ? MESSAGES.partialMatchingRecords : null;
    if (confirm !== true) {
      return ok({ placed: false, matching, message: partial ?? ALL_MATCHING_RECORDS, matched, unmatched });
    }
    for (const row of matched) {
      const placed = await placeOne(tx, row.bidId, row.amountCents);
      if (!placed.ok) return placed; // rolls back every placement of this upload
    }
    return ok({ placed: true, matching, message: partial ?? MESSAGES.bidCreated, matched, unmatched });
  });
}
