/**
 * Loans in processing (spec §7 `loan_Processing {userId}`; no payload shown). Ours: the loans
 * the actor sees that are in the middle of a trade — its own loans open for bidding, and awarded
 * loans waiting for transfer (sold by it, won by it, or on a tape it reviews). Each stage holds
 * at most one list page (spec §9: 500), read in one transaction.
 */
import type { DomainError } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';
import { ok, type Result } from '../errors/result';
import type { Actor } from '../permissions/actor';
import type { TradingDeps } from '../ports/stores';
import { transact } from '../ports/unit-of-work';
import { LOAN_PAGE_MAX_LIMIT } from './loan-filters';
import type { LoanView } from './loan-views';
import { searchVisibleLoans } from './search-loans';

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
  const page = { page: 1, limit: LOAN_PAGE_MAX_LIMIT };
  return transact(deps.uow, async (s) => {
    const bidding = await searchVisibleLoans(s, actor, {
      filters: { status: 'bidding', ownerId: actor.userId },
      ...page,
    });
    if (!bidding.ok) return bidding;
    const awarded = await searchVisibleLoans(s, actor, { filters: { status: 'awarded' }, ...page });
    if (!awarded.ok) return awarded;
    return ok({
      items: [
        ...bidding.value.items.map((view) => ({ view, stage: 'open_for_bidding' as const })),
        ...awarded.value.items.map((view) => ({ view, stage: 'awaiting_transfer' as const })),
      ],
      total: bidding.value.total + awarded.value.total,
    });
  });
}

/**
 * What the answer says (spec §8): while any of the actor's loans is in processing — open for
 * bidding, or awarded and waiting for its transfer — the tapes they belong to are being
 * processed, so the screen tells the user to come back later; with none, there is nothing to show.
 */
export function processingStatusText(processing: Pick<LoanProcessing, 'total'>): string {
  return processing.total > 0 ? MESSAGES.tapesBeingProcessed : MESSAGES.noRecordsToDisplay;
}
