import { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import { ok, type Result } from '../errors/result';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { transact } from '../ports/unit-of-work';
import { LOAN_PAGE_DEFAULT_LIMIT, LOAN_PAGE_MAX_LIMIT } from './loan-filters';
import { parseInput } from './parse-input';
import type { PoolStatus } from './pool-store';
import { type LoanSearchOutcome, searchVisibleLoans } from './search-loans';
import { visibleLoansByIds } from './visibility';

/**
 * A user's loan pool (spec §4): loans added or removed singly or in bulk, each entry 'Added' or
 * 'Removed'. Investors pool loans to bid on or analyse; lenders pool their own loans to
 * assemble a securitisation (spec §1). Adding needs the loan to be visible to the user; removing
 * never does (a loan that has since gone out of view must still be removable).
 */

const loanIdsSchema = z.object({ loanIds: z.array(z.string().min(1)).min(1).max(5000) });

export interface PoolChange {
  /** Loans whose status changed. */
  readonly changed: number;
  /** Loans that already had the requested status (or, for removal, were never pooled). */
  readonly unchanged: number;
}

/** Sets `to` on the loans of the actor's pool that do not have it yet; adding requires visibility. */
async function changePool(
  deps: TradingDeps,
  actor: Actor,
  input: { loanIds: readonly string[] },
  to: PoolStatus,
): Promise<Result<PoolChange, DomainError>> {
  const who = requireCapability(actor, 'keep_pool');
  if (!who.ok) return who;
  const parsed = parseInput(loanIdsSchema, input);
  if (!parsed.ok) return parsed;
  const ids = [...new Set(parsed.value.loanIds)];
  return transact(deps.uow, async (s) => {
    if (to === 'Added') {
      const visible = await visibleLoansByIds(s, actor, ids);
      if (!visible.ok) return visible;
    }
    const entries = await s.pools.entriesFor(actor.userId, ids);
    const added = new Set(entries.filter((e) => e.status === 'Added').map((e) => e.loanId));
    // Adding changes the loans not yet Added; removing changes only the loans that are Added.
    const changing = ids.filter((id) => added.has(id) !== (to === 'Added'));
    await s.pools.setStatus(actor.userId, changing, to, deps.clock.now().toISOString());
    return ok({ changed: changing.length, unchanged: ids.length - changing.length });
  });
}

/** Adds loans to the actor's pool; all or nothing — any unknown or invisible loan refuses the whole request. */
export function addToPool(
  deps: TradingDeps,
  actor: Actor,
  input: { loanIds: readonly string[] },
): Promise<Result<PoolChange, DomainError>> {
  return changePool(deps, actor, input, 'Added');
}

/** Marks loans of the actor's pool 'Removed'; loans never pooled or already removed are left alone. */
export function removeFromPool(
  deps: TradingDeps,
  actor: Actor,
  input: { loanIds: readonly string[] },
): Promise<Result<PoolChange, DomainError>> {
  return changePool(deps, actor, input, 'Removed');
}

const pageSchema = z.object({
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(LOAN_PAGE_MAX_LIMIT).default(LOAN_PAGE_DEFAULT_LIMIT),
});

/** The loans in the actor's pool that are still visible to them, paged like a search. */
export async function listPool(
  deps: TradingDeps,
  actor: Actor,
  input: { page?: number; limit?: number } = {},
): Promise<Result<LoanSearchOutcome, DomainError>> {
  const who = requireCapability(actor, 'keep_pool');
  if (!who.ok) return who;
  const parsed = parseInput(pageSchema, input);
  if (!parsed.ok) return parsed;
  return transact(deps.uow, (s) =>
    searchVisibleLoans(s, actor, { filters: { pooledBy: actor.userId }, ...parsed.value }),
  );
}
