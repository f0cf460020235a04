/**
 * Completing approved stakeholder rows (spec §7 stakeholder_run_automation {stakeholderMapIds}):
 * the loans "being processed" after an approval are done — the rows go from inprogress to
 * closed, keeping isAccepted 'true' (the accepted price a later transfer uses). Either side of
 * a row, or the platform operator, may run it (capability 'complete_stakeholder_rows'); each
 * row completed is audited as 'stakeholder.processed'.
 */
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Actor } from '../permissions/actor';
import { holdsByRole, requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { audit, tradeTx } from '../ports/trade-tx';
import { transact } from '../ports/unit-of-work';
import { approvalErrors } from './approval.errors';
import { type WithLoan, withRowLoans } from './row-loans';
import type { StakeholderRow } from './stakeholder-row';

/** Closes the selected in-progress rows. */
export async function runStakeholderAutomation(
  deps: TradingDeps,
  actor: Actor,
  input: { readonly ids: readonly string[] },
): Promise<Result<WithLoan<StakeholderRow>[], DomainError>> {
  const ids = [...new Set(input.ids)];
  const allowed = requireCapability(actor, 'complete_stakeholder_rows');
  if (!allowed.ok) return allowed;
  if (ids.length === 0) return err(approvalErrors.selectRows());
  return transact(deps.uow, async (s) => {
    const tx = tradeTx(deps, s, actor);
    const rows = await s.approvals.stakeholderRows(ids);
    const mayRun = (r: StakeholderRow) =>
      holdsByRole(actor, 'complete_stakeholder_rows') ||
      r.lenderId === actor.userId ||
      r.investorId === actor.userId;
    const hidden = ids.filter((id) => !rows.some((r) => r.id === id && mayRun(r)));
    if (hidden.length > 0) return err(approvalErrors.rowNotFound({ ids: hidden }));
    if (rows.some((r) => r.status !== 'inprogress')) return err(approvalErrors.notProcessing());
    const changes = { status: 'closed', updatedAt: tx.at } as const;
    const done: StakeholderRow[] = [];
    for (const row of rows) {
      if (!(await s.approvals.updateStakeholderRow(row.id, row.version, changes))) {
        return err(approvalErrors.stakeholderChanged({ id: row.id }));
      }
      done.push({ ...row, ...changes, version: row.version + 1 });
      await audit(tx, 'stakeholder.processed', row.id, {
        loanId: row.loanId,
        tapeName: row.tapeName,
        bidPriceCents: row.bidPriceCents,
      });
    }
    return ok(await withRowLoans(s, actor, done));
  });
}
