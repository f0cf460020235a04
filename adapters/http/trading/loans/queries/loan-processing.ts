/**
 * Loans in processing (spec §7 `loan_Processing {userId}`; no payload shown). Ours: the loans
 * the user sees that are in the middle of a trade — their own loans open for bidding, and
 * awarded loans waiting for transfer (sold by them, won by them, or on a tape they review).
 * Each stage holds at most one list page (spec §9: 500).
 */
import type { DomainError } from '../../../../../core/errors/domain-error';
import { ok, type Result } from '../../../../../core/errors/result';
import { LOAN_PAGE_MAX_LIMIT } from '../../../../../core/loans/loan-filters';
import type { LoanView } from '../../../../../core/loans/loan-views';
import { searchLoans } from '../../../../../core/loans/search-loans';
import type { Actor } from '../../../../../core/permissions/actor';
import type { TradingDeps } from '../../../../../core/trading/stores';

export type ProcessingStage = 'open_for_bidding' | 'awaiting_transfer';

export interface LoanInProcessing {
  readonly view: LoanView;
  readonly stage: ProcessingStage;
}

export interface LoanProcessing {
  readonly items: readonly LoanInProcessing[];
  /** Every loan in processing, also beyond the page of each stage. */
  readonly total: number;
}

/** The actor's loans in processing: open for bidding first, then awaiting transfer, each by id. */
export async function loanProcessing(
  deps: TradingDeps,
  actor: Actor,
): Promise<Result<LoanProcessing, DomainError>> {
  const limit = LOAN_PAGE_MAX_LIMIT;
  const bidding = await searchLoans(deps, actor, { status: 'bidding', ownerId: actor.userId, limit });
  if (!bidding.ok) return bidding;
  const awarded = await searchLoans(deps, actor, { status: 'awarded', limit });
  if (!awarded.ok) return awarded;
  return ok({
    items: [
      ...bidding.value.items.map((view) => ({ view, stage: 'open_for_bidding' as const })),
      ...awarded.value.items.map((view) => ({ view, stage: 'awaiting_transfer' as const })),
    ],
    total: bidding.value.total + awarded.value.total,
  });
}
