import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Actor } from '../permissions/actor';
import type { TradingDeps, TradingStores } from '../ports/stores';
import { readOnly } from '../ports/unit-of-work';
import { type LoanSearchInput, loanSearchInputSchema, normalizeFilters, sortOf } from './loan-filters';
import type { LoanFilters } from './loan-query';
import type { LoanSort } from './loan-sort';
import { type LoanView, presentLoans } from './loan-views';
import { loanErrors } from './loans.errors';
import { parseInput } from './parse-input';
import { visibilityFor } from './visibility';

/**
 * Loan search (spec §2 Loan Records / pool filters, §3 filter payload, §7 loans list with page
 * and limit): the viewer's visible loans that pass every filter, one page at a time, with the
 * total, borrower fields masked as borrower-privacy.ts decides.
 */

export interface LoanSearchOutcome {
  readonly items: readonly LoanView[];
  /** How many loans match in all (for the pager). */
  readonly total: number;
  readonly page: number;
  readonly limit: number;
}

/** One page of visible, filtered loans inside an open transaction (shared by the search, pool and tape views). */
export async function searchVisibleLoans(
  s: TradingStores,
  actor: Actor,
  query: { filters: LoanFilters; page: number; limit: number; sort?: LoanSort },
): Promise<Result<LoanSearchOutcome, DomainError>> {
  const visibility = await visibilityFor(s, actor);
  if (visibility === null) return err(loanErrors.forbidden('see loans'));
  const found = await s.loans.search({ visibility, ...query });
  const items = await presentLoans(s, actor, found.items);
  return ok({ items, total: found.total, page: query.page, limit: query.limit });
}

/**
 * Searches the loans `actor` may see, in the order `sortBy`/`sortDir` ask (loan-sort.ts).
 *
 * @example
 * const r = await searchLoans(deps, investor, { ficoRange: [700, 780], page: 1, limit: 10 });
 * if (r.ok) show(r.value.items, r.value.total);
 */
export async function searchLoans(
  deps: TradingDeps,
  actor: Actor,
  input: LoanSearchInput,
): Promise<Result<LoanSearchOutcome, DomainError>> {
  const parsed = parseInput(loanSearchInputSchema, input);
  if (!parsed.ok) return parsed;
  const filters = normalizeFilters(parsed.value);
  if (!filters.ok) return filters;
  const sort = sortOf(parsed.value);
  if (!sort.ok) return sort;
  const { page, limit } = parsed.value;
  const query = { filters: filters.value, page, limit, ...(sort.value ? { sort: sort.value } : {}) };
  return readOnly(deps.uow, (s) => searchVisibleLoans(s, actor, query));
}
