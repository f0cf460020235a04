/**
 * The loan facts the stakeholder and purchase-approval grids show beside their rows (spec §3:
 * `loanDetails.digital_contract_attributes`; `loanId {loan_id, _id, loan_pool_parameters}`). The
 * use cases that return rows attach each row's loan as its viewer may see it — borrower fields
 * masked by the loans area's privacy rule — so no caller reads loans around the use cases.
 */
import { loanForViewer } from '../loans/borrower-privacy';
import type { Loan } from '../loans/loan';
import { loadBorrowerAccess } from '../loans/loan-views';
import type { Actor } from '../permissions/actor';
import type { TradingStores } from '../ports/stores';

/** A row with its loan as the viewer may see it; null when the loan no longer exists. */
export type WithLoan<R> = R & { readonly loan: Loan | null };

/** `rows` with their loans for `actor`, read inside an open transaction, in the order given. */
export async function withRowLoans<R extends { readonly loanId: string }>(
  s: TradingStores,
  actor: Actor,
  rows: readonly R[],
): Promise<WithLoan<R>[]> {
  const ids = [...new Set(rows.map((r) => r.loanId))];
  const loans = ids.length === 0 ? [] : await s.loans.getMany(ids);
  const access = await loadBorrowerAccess(s, loans);
  const byId = new Map(loans.map((l) => [l.id, loanForViewer(l, actor.userId, access).loan]));
  return rows.map((r) => ({ ...r, loan: byId.get(r.loanId) ?? null }));
}
