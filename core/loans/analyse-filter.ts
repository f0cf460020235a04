/**
 * Pool analysis of a filter (spec §7 pool analysis helpers): the summary, info table and strats
 * of every loan the actor can see that passes the filter — what the pool filters panel shows
 * before anything is pooled. Reads the search a page (spec §9: 500) at a time in one
 * transaction, up to `MAX_ANALYSED_LOANS`, then applies the analytics area's pure functions
 * (core/analytics/analyse-pool.ts analyses pools and given loans the same way).
 */
import { z } from 'zod';
import { analyseLoans, type PoolAnalysis } from '../analytics/analyse-pool';
import { stratRequestSchema } from '../analytics/strats';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Actor } from '../permissions/actor';
import type { TradingDeps } from '../ports/stores';
import { transact } from '../ports/unit-of-work';
import type { Loan } from './loan';
import {
  LOAN_PAGE_MAX_LIMIT,
  type LoanSearchInput,
  loanSearchInputSchema,
  normalizeFilters,
} from './loan-filters';
import { loanErrors } from './loans.errors';
import { parseInput } from './parse-input';
import { visibilityFor } from './visibility';

/** The most loans one analysis reads (the analytics area's bound on an analysis by ids). */
export const MAX_ANALYSED_LOANS = 100_000;

const stratsSchema = z.array(stratRequestSchema).max(20);

/** Analyses the visible loans passing `filter` (its paging, if any, is ignored). */
export async function analyseFilter(
  deps: TradingDeps,
  actor: Actor,
  input: {
    readonly filter: Omit<LoanSearchInput, 'page' | 'limit'>;
    readonly strats?: readonly { metric: string; boundaries: readonly number[] }[];
  },
): Promise<Result<PoolAnalysis, DomainError>> {
  const parsed = parseInput(loanSearchInputSchema, { ...input.filter, page: undefined, limit: undefined });
  if (!parsed.ok) return parsed;
  const filters = normalizeFilters(parsed.value);
  if (!filters.ok) return filters;
  const strats = parseInput(stratsSchema, input.strats ?? []);
  if (!strats.ok) return strats;
  return transact(deps.uow, async (s) => {
    const visibility = await visibilityFor(s, actor);
    if (visibility === null) return err(loanErrors.forbidden('see loans'));
    const loans: Loan[] = [];
    for (let page = 1; loans.length < MAX_ANALYSED_LOANS; page++) {
      const found = await s.loans.search({
        visibility,
        filters: filters.value,
        page,
        limit: LOAN_PAGE_MAX_LIMIT,
      });
      loans.push(...found.items);
      if (found.items.length < LOAN_PAGE_MAX_LIMIT) break;
    }
    return ok(analyseLoans(loans, strats.value));
  });
}
