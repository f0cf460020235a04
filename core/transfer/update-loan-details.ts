/**
 * The loan update diff of the stakeholder grid (spec §3: a list of {stakeholderMapId,
 * updateData}). Who may (the spec is silent; ours): the owner of the loan — the party who
 * decides the row's price — while the row is still pending (once the owner approved or rejected
 * a price, the terms it was given on stay put) and while the loan is listed (a loan open for
 * bidding or awarded is priced by bids on its current details, as the tape import also keeps
 * such loans as they are). Each change is compare-and-set on "still listed and still the
 * actor's", audited with the fields it changed, and the investor who priced the loan is told.
 * All updates apply or none; a diff that changes nothing writes nothing.
 */
import type { TradeEventType } from '../audit/audit-log';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { type LoanUpdateData, type LoanUpdateField, loanUpdateDataSchema } from '../loans/loan-update-data';
import { applyLoanUpdate, changedFields, draftOf } from '../loans/loan-update-diff';
import { notify } from '../notifications/notify';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { audit, type TradeTx, tradeTx } from '../ports/trade-tx';
import { transact } from '../ports/unit-of-work';
import { approvalErrors } from './approval.errors';
import { loanUpdateErrors } from './loan-update.errors';

// Not yet among the audit log's event types (core/audit/audit-log.ts); written as text like the others.
const DETAILS_UPDATED: TradeEventType = 'loan.details_updated';

/** One entry of the list the grid sends. */
export interface LoanUpdate {
  readonly stakeholderMapId: string;
  readonly updateData: unknown;
}

/** What one entry did. */
export interface LoanDetailsUpdate {
  readonly stakeholderMapId: string;
  readonly loanId: string;
  readonly loanNumber: string;
  /** The spec's names of the fields that changed; empty when the loan already had those values. */
  readonly fields: readonly LoanUpdateField[];
}

/** Applies the owner's diffs to the loans of the named stakeholder rows. */
export async function updateLoanDetails(
  deps: TradingDeps,
  actor: Actor,
  input: { readonly updates: readonly LoanUpdate[] },
): Promise<Result<LoanDetailsUpdate[], DomainError>> {
  const allowed = requireCapability(actor, 'update_loan_details');
  if (!allowed.ok) return allowed;
  if (input.updates.length === 0) return err(approvalErrors.selectRows());
  const diffs: { readonly stakeholderMapId: string; readonly data: LoanUpdateData }[] = [];
  for (const u of input.updates) {
    const parsed = loanUpdateDataSchema.safeParse(u.updateData);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      return err(loanUpdateErrors.invalid({ stakeholderMapId: u.stakeholderMapId, issues }));
    }
    diffs.push({ stakeholderMapId: u.stakeholderMapId, data: parsed.data });
  }
  return transact(deps.uow, async (s) => {
    const tx = tradeTx(deps, s, actor);
    const done: LoanDetailsUpdate[] = [];
    for (const diff of diffs) {
      const applied = await applyDiff(tx, diff.stakeholderMapId, diff.data);
      if (!applied.ok) return applied;
      done.push(applied.value);
    }
    return ok(done);
  });
}

async function applyDiff(
  tx: TradeTx,
  stakeholderMapId: string,
  data: LoanUpdateData,
): Promise<Result<LoanDetailsUpdate, DomainError>> {
  const { s, actor } = tx;
  const [row] = await s.approvals.stakeholderRows([stakeholderMapId]);
  // A row the actor has no part in does not exist for it.
  if (!row || (row.lenderId !== actor.userId && row.investorId !== actor.userId))
    return err(approvalErrors.rowNotFound({ id: stakeholderMapId }));
  const loan = await s.loans.get(row.loanId);
  if (!loan) return err(approvalErrors.loanNotFound({ loanId: row.loanId }));
  if (row.lenderId !== actor.userId || loan.ownerId !== actor.userId)
    return err(loanUpdateErrors.onlyOwner({ id: stakeholderMapId }));
  if (row.status !== 'pending') return err(loanUpdateErrors.rowDecided({ id: stakeholderMapId }));
  if (loan.status !== 'listed') return err(loanUpdateErrors.loanTrading({ loanId: loan.id }));
  const before = draftOf(loan);
  const fields = changedFields(before, data);
  const outcome = { stakeholderMapId, loanId: loan.id, loanNumber: loan.loanNumber, fields };
  if (fields.length === 0) return ok(outcome);
  const expected = { status: 'listed', ownerId: actor.userId } as const;
  if (!(await s.loans.updateDetails(loan.id, expected, applyLoanUpdate(before, data), tx.at)))
    return err(loanUpdateErrors.changed({ loanId: loan.id }));
  await audit(tx, DETAILS_UPDATED, loan.id, { stakeholderMapId, tapeName: loan.tapeName, fields });
  await notify(s.outbox, {
    id: tx.nextId(),
    at: tx.at,
    userId: row.investorId,
    notificationType: 'notifyLoanUpdated',
    tapeName: loan.tapeName,
    subject: 'A loan you priced was updated',
    body: `${actor.name} updated ${fields.join(', ')} of loan ${loan.loanNumber}.`,
    data: { loanId: loan.id, rowId: row.id },
  });
  return ok(outcome);
}
