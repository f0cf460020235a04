/**
 * A loan named in a request. The spec's clients say `loan_id` for two things — the platform's
 * `_id` (repriceLoan, uploadMissingDocs, processUserDocCheck) and the seller's loan number
 * (compareFieldData, storeTape_Response) — so every route reads a loan reference here and takes
 * either: an `_id` of a loan the caller may see, or a loan number that names exactly one loan
 * the caller may see (on the request's tape when it names one). A number on several of the
 * caller's tapes is refused as ambiguous; a reference naming nothing visible comes back as
 * null, and the route hands the raw text on so the use case answers its own "not found".
 * Responses always answer `_id` as `_id` and the loan number as `loan_id` (`loanNumbersOf`).
 */
import { type DomainError, domainError } from '../../../../core/errors/domain-error';
import { err, ok, type Result } from '../../../../core/errors/result';
import type { Loan } from '../../../../core/loans/loan';
import { LOAN_PAGE_MAX_LIMIT } from '../../../../core/loans/loan-filters';
import { isVisible, type LoanVisibility } from '../../../../core/loans/loan-query';
import { visibilityFor } from '../../../../core/loans/visibility';
import type { Actor } from '../../../../core/permissions/actor';
import type { TradingDeps, TradingStores } from '../../../../core/ports/stores';

/** A resolved reference: the loan's `_id`, number and tape. */
export interface LoanRef {
  readonly id: string;
  readonly loanNumber: string;
  readonly tapeName: string;
}

/** Loan numbers are looked for in at most this many pages of the caller's loans. */
const NUMBER_PAGES = 20;

/** The refusal of a loan number that names several of the caller's loans. */
export const ambiguousLoanNumber = (loanNumber: string): DomainError =>
  domainError(
    'invalid',
    'LOAN.AMBIGUOUS_NUMBER',
    `Loan number ${loanNumber} is on more than one tape; send the loan's _id or the tape name`, // ours
    { loan_id: loanNumber },
  );

const refOf = (loan: Loan): LoanRef => ({
  id: loan.id,
  loanNumber: loan.loanNumber,
  tapeName: loan.tapeName,
});

/**
 * Each of `refs` resolved for `actor` (null where it names no loan the actor may see), in the
 * order given, or the refusal of the first ambiguous loan number. `tapeName` confines both
 * forms to that tape.
 *
 * @example const [loan] = unwrap(await resolveLoanRefs(deps, actor, [body.loan_id], { tapeName }));
 */
export async function resolveLoanRefs(
  deps: TradingDeps,
  actor: Actor,
  refs: readonly string[],
  scope: { readonly tapeName?: string | null } = {},
): Promise<Result<(LoanRef | null)[], DomainError>> {
  const wanted = refs.map((r) => r.trim());
  return deps.uow.run(async (s) => {
    const visibility = await visibilityFor(s, actor);
    if (visibility === null) return ok(wanted.map(() => null));
    const tapeName = scope.tapeName?.trim() || null;
    const seen = (loan: Loan | undefined) =>
      loan !== undefined && isVisible(loan, visibility) && (tapeName === null || loan.tapeName === tapeName);
    const byId = new Map((await s.loans.getMany(wanted.filter(Boolean))).map((l) => [l.id, l]));
    const out: (LoanRef | null)[] = [];
    for (const ref of wanted) {
      const loan = byId.get(ref);
      if (seen(loan)) {
        out.push(refOf(loan!));
        continue;
      }
      const numbered = ref === '' ? [] : await withNumber(s, visibility, ref, tapeName);
      if (numbered.length > 1) return err(ambiguousLoanNumber(ref));
      out.push(numbered[0] ? refOf(numbered[0]) : null);
    }
    return ok(out);
  });
}

/** One reference: the loan, null when none, or the refusal of an ambiguous number. */
export async function resolveLoanRef(
  deps: TradingDeps,
  actor: Actor,
  ref: string,
  scope: { readonly tapeName?: string | null } = {},
): Promise<Result<LoanRef | null, DomainError>> {
  const all = await resolveLoanRefs(deps, actor, [ref], scope);
  return all.ok ? ok(all.value[0] ?? null) : all;
}

/** The caller's visible loans numbered `loanNumber` (at most two: enough to know it is ambiguous). */
async function withNumber(
  s: TradingStores,
  visibility: LoanVisibility,
  loanNumber: string,
  tapeName: string | null,
): Promise<Loan[]> {
  if (tapeName !== null)
    return (await s.loans.byLoanNumbers(tapeName, [loanNumber])).filter((l) => isVisible(l, visibility));
  const found: Loan[] = [];
  for (let page = 1; page <= NUMBER_PAGES && found.length < 2; page++) {
    const filters = { loanNumberContains: loanNumber };
    const result = await s.loans.search({ visibility, filters, page, limit: LOAN_PAGE_MAX_LIMIT });
    found.push(...result.items.filter((l) => l.loanNumber === loanNumber));
    if (page * LOAN_PAGE_MAX_LIMIT >= result.total) break;
  }
  return found.slice(0, 2);
}

/** The loan numbers of `ids` (those that exist), for answering `loan_id` beside `_id`. */
export async function loanNumbersOf(deps: TradingDeps, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const loans = await deps.uow.run((s) => s.loans.getMany([...new Set(ids)]));
  return new Map(loans.map((l) => [l.id, l.loanNumber]));
}
