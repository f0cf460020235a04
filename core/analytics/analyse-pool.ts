import { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Loan } from '../loans/loan';
import { loanErrors } from '../loans/loans.errors';
import { parseInput } from '../loans/parse-input';
import { visibilityFor, visibleLoansByIds } from '../loans/visibility';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import type { TradingDeps, TradingStores } from '../ports/stores';
import { transact } from '../ports/unit-of-work';
import { type PoolInfoRow, type PoolSummary, poolInfoTable, poolSummary } from './pool-info';
import { type StateGroup, stratifyByState } from './state-strat';
import { type Strat, type StratRequest, stratify, stratRequestSchema } from './strats';

/**
 * Pool analysis (spec §9 info table, §3 summary totals, strats): of the given loans, or of the
 * actor's own pool when no ids are given. Only loans the actor can see are analysed: a pooled
 * loan that has since gone out of view drops out, as it does from the pool listing. The pool
 * by property state comes with every analysis (one pass over the loans).
 */

const inputSchema = z.object({
  loanIds: z.array(z.string().min(1)).min(1).max(100_000).optional(),
  strats: z.array(stratRequestSchema).max(20).default([]),
});

export interface PoolAnalysis {
  readonly summary: PoolSummary;
  readonly infoTable: readonly PoolInfoRow[];
  readonly strats: readonly Strat[];
  /** The loans by property state, largest balance first, 'Unknown' last. */
  readonly byState: readonly StateGroup[];
}

/** The analysis of loans already read: summary, info table, the requested strats, by state. */
export function analyseLoans(loans: readonly Loan[], strats: readonly StratRequest[]): PoolAnalysis {
  return {
    summary: poolSummary(loans),
    infoTable: poolInfoTable(loans),
    strats: strats.map((request) => stratify(loans, request)),
    byState: stratifyByState(loans),
  };
}

const PAGE = 500;

/** Every visible loan in `actor`'s pool, fetched a page at a time. */
async function pooledLoans(s: TradingStores, actor: Actor): Promise<Result<Loan[], DomainError>> {
  const visibility = await visibilityFor(s, actor);
  if (visibility === null) return err(loanErrors.forbidden('see loans'));
  const loans: Loan[] = [];
  for (let page = 1; ; page++) {
    const found = await s.loans.search({
      visibility,
      filters: { pooledBy: actor.userId },
      page,
      limit: PAGE,
    });
    loans.push(...found.items);
    if (found.items.length < PAGE || loans.length >= found.total) return ok(loans);
  }
}

/** Summary, info table and the requested strats of a set of loans or of the actor's pool. */
export async function analysePool(
  deps: TradingDeps,
  actor: Actor,
  input: {
    loanIds?: readonly string[];
    strats?: readonly { metric: string; boundaries: readonly number[] }[];
  },
): Promise<Result<PoolAnalysis, DomainError>> {
  const parsed = parseInput(inputSchema, input);
  if (!parsed.ok) return parsed;
  const { loanIds, strats } = parsed.value;
  if (!loanIds) {
    const who = requireCapability(actor, 'keep_pool');
    if (!who.ok) return who;
  }
  return transact(deps.uow, async (s) => {
    const loans = loanIds ? await visibleLoansByIds(s, actor, loanIds) : await pooledLoans(s, actor);
    if (!loans.ok) return loans;
    return ok(analyseLoans(loans.value, strats));
  });
}
