import { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import { ok, type Result } from '../errors/result';
import { parseInput } from '../loans/parse-input';
import { visibleLoansByIds } from '../loans/visibility';
import type { Actor } from '../permissions/actor';
import type { TradingDeps } from '../ports/stores';
import { transact } from '../ports/unit-of-work';
import { type AdjustmentGrid, validateAdjustmentGrid } from './adjustment-grid';
import { type PriceAdjustment, priceAdjustment } from './price-adjustments';

/** Loan ids per request: the bidding table asks for a page of loans at a time. */
const inputSchema = z.object({ loanIds: z.array(z.string().min(1)).min(1).max(5000) });

/**
 * Spec §7 get_price_adjustment {loanIds} → per loan {loan_id, totalAdj}. Any viewer may price
 * the loans they can see; an unknown or invisible loan refuses the request. The grid is data,
 * the deployment's choice (the composition root passes it); it is validated on every call because a
 * wrong grid would misprice silently.
 */
export async function getPriceAdjustments(
  deps: TradingDeps,
  actor: Actor,
  input: { loanIds: readonly string[] },
  grid: AdjustmentGrid,
): Promise<Result<PriceAdjustment[], DomainError>> {
  const valid = validateAdjustmentGrid(grid);
  if (!valid.ok) return valid;
  const parsed = parseInput(inputSchema, input);
  if (!parsed.ok) return parsed;
  return transact(deps.uow, async (s) => {
    const loans = await visibleLoansByIds(s, actor, parsed.value.loanIds);
    if (!loans.ok) return loans;
    return ok(loans.value.map((loan) => priceAdjustment(loan, valid.value)));
  });
}
