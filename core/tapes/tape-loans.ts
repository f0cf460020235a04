/**
 * The loans a tape export works on, read through the loan use cases so that visibility and
 * borrower masking (core/loans) apply exactly as on the screens, and the §6 rule of who may take
 * tapes out: due diligence (export, field comparison, ASF report, tape generation) and the
 * platform operator, who runs every report.
 */
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Loan } from '../loans/loan';
import { LOAN_PAGE_MAX_LIMIT } from '../loans/loan-filters';
import type { Actor } from '../permissions/actor';
import { holdsByRole, requireCapability } from '../permissions/capabilities';
import type { Capability } from '../permissions/capability-rules';
import type { TradingDeps } from '../ports/stores';
import { tapeFileErrors } from './tape-file.errors';
import { tapeLoans } from './tapes';

/** Ok when `actor` may take a tape out with `capability` (operator by role, else spec §6 personas). */
export function mayTakeOut(actor: Actor, capability: Capability): Result<void, DomainError> {
  if (holdsByRole(actor, 'see_every_loan')) return ok(undefined);
  return requireCapability(actor, capability);
}

/**
 * Where a long export is, for progress bars: `read` counts loans read (a page at a time) out of
 * the tape's visible total; `render` is reported once the sheet is laid out (done = total = rows).
 */
export interface ExportProgress {
  readonly stage: 'read' | 'render';
  readonly done: number;
  readonly total: number;
}

/**
 * Every loan of `tapeName` that `actor` can see, borrower fields masked as they must be, in the
 * store's order; a tape with nothing visible is not found. Read a page (500 loans) at a time.
 */
export async function visibleTapeLoans(
  deps: TradingDeps,
  actor: Actor,
  tapeName: string,
  filter: { readonly loanId?: string } = {},
  onProgress?: (progress: ExportProgress) => void,
): Promise<Result<Loan[], DomainError>> {
  const loans: Loan[] = [];
  for (let page = 1; ; page++) {
    const found = await tapeLoans(deps, actor, { tapeName, ...filter, page, limit: LOAN_PAGE_MAX_LIMIT });
    if (!found.ok) return found;
    loans.push(...found.value.items.map((v) => v.loan));
    onProgress?.({ stage: 'read', done: loans.length, total: found.value.total });
    if (found.value.items.length < LOAN_PAGE_MAX_LIMIT || loans.length >= found.value.total) return ok(loans);
  }
}

/** The loan with seller loan number `loanNumber` (spec `loan_id`) on `tapeName`, if `actor` can see it. */
export async function visibleTapeLoan(
  deps: TradingDeps,
  actor: Actor,
  tapeName: string,
  loanNumber: string,
): Promise<Result<Loan, DomainError>> {
  const wanted = loanNumber.trim();
  // The loan id filter matches by substring; the exact number is picked from what it finds.
  const found = await visibleTapeLoans(deps, actor, tapeName, { loanId: wanted });
  if (!found.ok) return found;
  const loan = found.value.find((l) => l.loanNumber === wanted);
  return loan ? ok(loan) : err(tapeFileErrors.loanNotFound(wanted, tapeName));
}
