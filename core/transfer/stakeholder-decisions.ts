/**
 * The owner's side of the stakeholder grid (spec §7 accept_in_transit_Loans, accept_price with
 * status 'false'; §4): approve or reject the selected rows, or mark them retained. Checks, in
 * order: a selection, every row exists, none is the actor's own, the actor owns the loans
 * (is the rows' lender), the §4 guard (nothing in progress, nothing retained or on platform —
 * approve and reject only), every row pending, and for approve an offer still valid on a loan
 * the actor still owns. Each row changes by compare-and-set; all change or none.
 */
import type { TradeEventType } from '../audit/audit-log';
import { loanLabel } from '../bidding/bidding-notifications';
import type { DomainError } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';
import { err, ok, type Result } from '../errors/result';
import { notify } from '../notifications/notify';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { audit, tradeTx } from '../ports/trade-tx';
import { transact } from '../ports/unit-of-work';
import { approvalErrors } from './approval.errors';
import { type WithLoan, withRowLoans } from './row-loans';
import type { StakeholderRow, StakeholderRowChanges } from './stakeholder-row';
import { decisionRefusal, isOnPlatform, isSelectable } from './stakeholder-rules';

export type StakeholderDecision = 'approve' | 'reject' | 'retain';

export interface StakeholderDecisionOutcome {
  /** What the server answers (spec §7/§8: a reject is answered 'price accepted successfully'). */
  readonly message: string;
  /** What the user is shown ('Loans are being processed', 'Loan rejected'). */
  readonly toast: string;
  /** The decided rows, each with its loan as the actor may see it. */
  readonly rows: readonly WithLoan<StakeholderRow>[];
}

const CHANGES: Record<StakeholderDecision, StakeholderRowChanges> = {
  approve: { status: 'inprogress', isAccepted: 'true' },
  reject: { status: 'closed', isAccepted: 'false' },
  retain: { retain: true },
};

const TEXTS: Record<StakeholderDecision, { message: string; toast: string }> = {
  approve: { message: MESSAGES.loansBeingProcessed, toast: MESSAGES.loansBeingProcessed },
  reject: { message: MESSAGES.priceAcceptedSuccessfully, toast: MESSAGES.loanRejected },
  retain: { message: MESSAGES.updatedSuccessfully, toast: MESSAGES.updatedSuccessfully },
};

const AUDIT_TYPES = {
  approve: 'stakeholder.approved',
  reject: 'stakeholder.rejected',
  retain: 'stakeholder.retained',
} as const satisfies Record<StakeholderDecision, TradeEventType>;

const NOTICES: Record<StakeholderDecision, { type: string; subject: string }> = {
  approve: { type: 'notifyStakeholderApproved', subject: 'Your price was approved' },
  reject: { type: 'notifyStakeholderRejected', subject: 'Your price was rejected' },
  retain: { type: 'notifyStakeholderRetained', subject: 'The owner keeps the loan' },
};

/** Applies the owner's decision to the selected rows. */
export async function decideStakeholderRows(
  deps: TradingDeps,
  actor: Actor,
  input: { readonly ids: readonly string[]; readonly decision: StakeholderDecision },
): Promise<Result<StakeholderDecisionOutcome, DomainError>> {
  const allowed = requireCapability(actor, 'decide_stakeholder_prices');
  if (!allowed.ok) return allowed;
  const ids = [...new Set(input.ids)];
  if (ids.length === 0) return err(approvalErrors.selectRows());
  return transact(deps.uow, async (s) => {
    const tx = tradeTx(deps, s, actor);
    const rows = await s.approvals.stakeholderRows(ids);
    const missing = ids.filter((id) => !rows.some((r) => r.id === id));
    if (missing.length > 0) return err(approvalErrors.rowNotFound({ ids: missing }));
    if (rows.some((r) => !isSelectable(r, actor.userId))) return err(approvalErrors.ownRows());
    if (rows.some((r) => r.lenderId !== actor.userId)) return err(approvalErrors.onlyOwnerDecides());
    const loans = await s.loans.getMany(rows.map((r) => r.loanId));
    const loanOf = (r: StakeholderRow) => loans.find((l) => l.id === r.loanId);
    if (input.decision !== 'retain') {
      const refusal = decisionRefusal(rows.map((r) => ({ ...r, onPlatform: isOnPlatform(loanOf(r)) })));
      if (refusal === 'in_progress') return err(approvalErrors.inProgress());
      if (refusal) return err(approvalErrors.retainedOrOnPlatform());
    }
    if (rows.some((r) => r.status !== 'pending')) return err(approvalErrors.alreadyDecided());
    if (input.decision === 'approve') {
      if (rows.some((r) => r.validTill <= tx.at)) return err(approvalErrors.offerExpired());
      if (rows.some((r) => loanOf(r)?.ownerId !== actor.userId))
        return err(approvalErrors.alreadyTransferred());
    }
    const changes = { ...CHANGES[input.decision], updatedAt: tx.at };
    const decided: StakeholderRow[] = [];
    for (const row of rows) {
      if (!(await s.approvals.updateStakeholderRow(row.id, row.version, changes))) {
        return err(approvalErrors.stakeholderChanged({ id: row.id }));
      }
      decided.push({ ...row, ...changes, version: row.version + 1 });
      await audit(tx, AUDIT_TYPES[input.decision], row.id, {
        loanId: row.loanId,
        tapeName: row.tapeName,
        bidPriceCents: row.bidPriceCents,
      });
      await notify(tx.s.outbox, {
        id: tx.nextId(),
        at: tx.at,
        userId: row.investorId,
        notificationType: NOTICES[input.decision].type,
        tapeName: row.tapeName,
        subject: NOTICES[input.decision].subject,
        body: `${actor.name} decided on your price for ${loanLabel(loanOf(row) ?? null, row)}.`,
        data: { loanId: row.loanId, rowId: row.id },
      });
    }
    return ok({ ...TEXTS[input.decision], rows: await withRowLoans(s, actor, decided) });
  });
}

type Ids = { readonly ids: readonly string[] };

/** accept_in_transit_Loans {stakeholderMapIdArray, approval 'true'}. */
export const approveStakeholderRows = (deps: TradingDeps, actor: Actor, input: Ids) =>
  decideStakeholderRows(deps, actor, { ...input, decision: 'approve' });

/** accept_price {stakeholderMapPricesArray[{_id, status 'false'}]}. */
export const rejectStakeholderRows = (deps: TradingDeps, actor: Actor, input: Ids) =>
  decideStakeholderRows(deps, actor, { ...input, decision: 'reject' });

/** The owner keeps the loans: their rows can no longer be approved or rejected. */
export const retainStakeholderRows = (deps: TradingDeps, actor: Actor, input: Ids) =>
  decideStakeholderRows(deps, actor, { ...input, decision: 'retain' });
