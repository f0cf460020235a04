/**
 * A bidder's bidding table (spec §7 `bidding_table?bidderId=`, POST with filter data): every
 * open bid on a loan the bidder does not own, plus every closed bid they took part in, sorted by
 * time bucket then bid amount (`bid-sort.ts`). Filters: the loan filter payload of spec §3 (the
 * loans area's schema and meaning; a range counts only with both ends, §5) and, ours, the bid
 * status and the bidder's outcome ('none' = not bid yet). `exportBiddingTable` is the same table
 * for the spreadsheet download: an export, so a read-only page refuses it (spec §6).
 * The table is paged (ours): the store filters, sorts and cuts it, so a bidder with tens of
 * thousands of rows gets one bounded page and the total, never every row at once.
 */
import { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';
import { err, ok, type Result } from '../errors/result';
import { loanSearchInputSchema, normalizeFilters } from '../loans/loan-filters';
import type { LoanFilters } from '../loans/loan-query';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { readOnly } from '../ports/unit-of-work';
import { BID_STATUSES, BIDDER_OUTCOMES } from './bid';
import { BidErrors } from './bid.errors';
import type { PageRequest } from './bidding-query';
import { type BiddingRow, biddingRow } from './bidding-row';

/** Rows per page: when the caller names none, and at most. */
export const BIDDING_PAGE = { default: 500, max: 1000 } as const;

const inputSchema = z.object({
  bidderId: z.string().trim().min(1),
  status: z.enum(BID_STATUSES).optional(),
  outcome: z.enum([...BIDDER_OUTCOMES, 'none']).optional(),
  filters: loanSearchInputSchema.optional(),
  page: z.number().int().min(1).max(1_000_000).default(1),
  limit: z.number().int().min(1).max(BIDDING_PAGE.max).default(BIDDING_PAGE.default),
});

export type BiddingTableInput = z.input<typeof inputSchema>;

export interface BiddingTableOutcome {
  readonly rows: BiddingRow[];
  /** Rows of every page; `page` and `limit` as answered (the export is one page of them all). */
  readonly total: number;
  readonly page: number;
  readonly limit: number;
  /** Spec §2 empty state, set when there are no rows. */
  readonly emptyMessage: typeof MESSAGES.noLoanDataToBid | null;
}

/** The bidding table of the actor (an investor; `bidderId` must be the actor), one page of it. */
export async function biddingTable(
  deps: TradingDeps,
  actor: Actor,
  input: BiddingTableInput,
): Promise<Result<BiddingTableOutcome, DomainError>> {
  const allowed = requireCapability(actor, 'see_bidding_table');
  if (!allowed.ok) return allowed;
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) return err(BidErrors.invalidRequest());
  const { page, limit, ...query } = parsed.data;
  return readTable(deps, actor, query, { page, limit });
}

/** The table of `query` at the clock's now: `paging` null for every row. */
async function readTable(
  deps: TradingDeps,
  actor: Actor,
  query: Omit<z.output<typeof inputSchema>, 'page' | 'limit'>,
  paging: PageRequest | null,
): Promise<Result<BiddingTableOutcome, DomainError>> {
  const { bidderId, status, outcome, filters } = query;
  if (bidderId !== actor.userId) return err(BidErrors.notYourself());
  const normalized = filters ? normalizeFilters(filters) : ok<LoanFilters>({});
  if (!normalized.ok) return normalized;
  // Bid status, ownership and borrower identity are not the bidder's to filter on here.
  const { status: _loanStatus, ownerId: _owner, borrowerId: _borrower, ...loanFilters } = normalized.value;

  return readOnly(deps.uow, async (s) => {
    const now = deps.clock.now();
    const found = await s.bids.biddingTable({
      bidderId,
      now: now.toISOString(),
      loanFilters,
      ...(status ? { status } : {}),
      ...(outcome ? { outcome } : {}),
      page: paging,
    });
    const loans = new Map(
      (await s.loans.getMany(found.items.map((i) => i.bid.loanId))).map((l) => [l.id, l]),
    );
    const rows = found.items.flatMap(({ bid, entry }) => {
      const loan = loans.get(bid.loanId);
      return loan ? [biddingRow(bid, loan, bidderId, entry, now)] : [];
    });
    return ok({
      rows,
      total: found.total,
      page: paging?.page ?? 1,
      limit: paging?.limit ?? found.total,
      emptyMessage: found.total === 0 ? MESSAGES.noLoanDataToBid : null,
    });
  });
}

/** The actor's whole bidding table for the spreadsheet download (`bids/export`): an export (spec §6). */
export async function exportBiddingTable(
  deps: TradingDeps,
  actor: Actor,
): Promise<Result<BiddingTableOutcome, DomainError>> {
  const allowed = requireCapability(actor, 'export');
  if (!allowed.ok) return allowed;
  const bidder = requireCapability(actor, 'see_bidding_table');
  if (!bidder.ok) return bidder;
  return readTable(deps, actor, { bidderId: actor.userId }, null);
}
