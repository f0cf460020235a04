/**
 * Pool analysis of a filter (spec §7 pool analysis helpers): the summary, info table and
 * strats of every loan the caller can see that passes the filter — what the pool filters panel
 * shows before anything is pooled. Reads the search a page (spec §9: 500) at a time, up to the
 * analysis's own bound, then applies the core's pure analytics.
 */
import type { PoolAnalysis } from '../../../../../core/analytics/analyse-pool';
import { poolInfoTable, poolSummary } from '../../../../../core/analytics/pool-info';
import { type StratRequest, stratify } from '../../../../../core/analytics/strats';
import type { DomainError } from '../../../../../core/errors/domain-error';
import { ok, type Result } from '../../../../../core/errors/result';
import type { Loan } from '../../../../../core/loans/loan';
import { LOAN_PAGE_MAX_LIMIT, type LoanSearchInput } from '../../../../../core/loans/loan-filters';
import { searchLoans } from '../../../../../core/loans/search-loans';
import type { Actor } from '../../../../../core/permissions/actor';
import type { TradingDeps } from '../../../../../core/trading/stores';

/** The most loans one analysis reads (the core's bound on an analysis by ids). */
export const MAX_ANALYSED_LOANS = 100_000;

/** Analyses the visible loans passing `filter` (its paging, if any, is ignored). */
export async function analyseFilter(
  deps: TradingDeps,
  actor: Actor,
  filter: Omit<LoanSearchInput, 'page' | 'limit'>,
  strats: readonly StratRequest[],
): Promise<Result<PoolAnalysis, DomainError>> {
  const loans: Loan[] = [];
  for (let page = 1; loans.length < MAX_ANALYSED_LOANS; page++) {
    const found = await searchLoans(deps, actor, { ...filter, page, limit: LOAN_PAGE_MAX_LIMIT });
    if (!found.ok) return found;
    loans.push(...found.value.items.map((v) => v.loan));
    if (found.value.items.length < LOAN_PAGE_MAX_LIMIT) break;
  }
  return ok({
    summary: poolSummary(loans),
    infoTable: poolInfoTable(loans),
    strats: strats.map((request) => stratify(loans, request)),
  });
}
