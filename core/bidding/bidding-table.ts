/**
 * A bidder's bidding table (spec §7 `bidding_table?bidderId=`, POST with filter data): every
 * open bid on a loan the bidder does not own, plus every closed bid they took part in, sorted by
 * time bucket then bid amount (`bid-sort.ts`). Filters: the loan filter payload of spec §3 (the
 * loans area's schema and meaning; a range counts only with both ends, §5) and, ours, the bid
 * status and the bidder's outcome ('none' = not bid yet). `exportBiddingTable` is the same table
 * for the spreadsheet download: an export, so a read-only page refuses it (spec §6).
 */
import { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';
import { err, ok, type Result } from '../errors/result';
import { loanSearchInputSchema, normalizeFilters } from '../loans/loan-filters';
import { type LoanFilters, matchesFilters } from '../loans/loan-query';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import { transact } from '../ports/unit-of-work';
import type { TradingDeps } from '../trading/stores';
import { BID_STATUSES, BIDDER_OUTCOMES, type BidEntry } from './bid';
import { BidErrors } from './bid.errors';
import { sortByTimeBucket } from './bid-sort';
import { type BiddingRow, biddingRow } from './bidding-row';

const inputSchema = z.object({
  bidderId: z.string().trim().min(1),
  status: z.enum(BID_STATUSES).optional(),
  outcome: z.enum([...BIDDER_OUTCOMES, 'none']).optional(),
  filters: loanSearchInputSchema.optional(),
});

export type BiddingTableInput = z.input<typeof inputSchema>;

export interface BiddingTableOutcome {
  readonly rows: BiddingRow[];
  /** Spec §2 empty state, set when there are no rows. */
  readonly emptyMessage: typeof MESSAGES.noLoanDataToBid | null;
}

/** The bidding table of the actor (an investor; `bidderId` must be the actor). */
export async function biddingTable(
  deps: TradingDeps,
  actor: Actor,
  input: BiddingTableInput,
): Promise<Result<BiddingTableOutcome, DomainError>> {
  const allowed = requireCapability(actor, 'see_bidding_table');
  if (!allowed.ok) return allowed;
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) return err(BidErrors.invalidRequest());
  const { bidderId, status, outcome, filters } = parsed.data;
  if (bidderId !== actor.userId) return err(BidErrors.notYourself());
  const normalized = filters ? normalizeFilters(filters) : ok<LoanFilters>({});
  if (!normalized.ok) return normalized;
  // Bid status, ownership and borrower identity are not the bidder's to filter on here.
  const { status: _loanStatus, ownerId: _owner, borrowerId: _borrower, ...loanFilters } = normalized.value;

  return transact(deps.uow, async (s) => {
    const now = deps.clock.now();
    const mine = new Map<string, BidEntry>((await s.bids.entriesOfBidder(bidderId)).map((e) => [e.bidId, e]));
    const open = (await s.bids.listOpen()).filter((b) => b.lenderId !== bidderId);
    const openIds = new Set(open.map((b) => b.id));
    const taken = await s.bids.getMany([...mine.keys()].filter((id) => !openIds.has(id)));
    const bids = [...open, ...taken];
    const loans = new Map((await s.loans.getMany(bids.map((b) => b.loanId))).map((l) => [l.id, l]));

    const rows = bids.flatMap((bid) => {
      const loan = loans.get(bid.loanId);
      if (!loan || !matchesFilters(loan, loanFilters, () => false)) return [];
      const row = biddingRow(bid, loan, bidderId, mine.get(bid.id) ?? null, now);
      if (status && row.status !== status) return [];
      if (outcome && (row.outcome ?? 'none') !== outcome) return [];
      return [row];
    });
    const sorted = sortByTimeBucket(rows, now);
    return ok({ rows: sorted, emptyMessage: sorted.length === 0 ? MESSAGES.noLoanDataToBid : null });
  });
}

/** The actor's whole bidding table for the spreadsheet download (`bids/export`): an export (spec §6). */
export async function exportBiddingTable(
  deps: TradingDeps,
  actor: Actor,
): Promise<Result<BiddingTableOutcome, DomainError>> {
  const allowed = requireCapability(actor, 'export');
  if (!allowed.ok) return allowed;
  return biddingTable(deps, actor, { bidderId: actor.userId });
}
