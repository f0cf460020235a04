/**
 * Assigning a servicer (spec §7 add_Servicer {loanIdArray, servicerId, servicingPrice}; §5 a
 * servicer and a fee ≥ 0 in steps of 0.01; §9 three fixed servicers, listed in
 * core/validation as SERVICERS). Only the owner of every selected loan may assign; a new
 * assignment replaces the loan's servicer. Failures other than the form's read 'something went
 * wrong' (spec §8); their codes say why.
 */
import type { DomainError } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';
import { err, ok, type Result } from '../errors/result';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { audit, tradeTx } from '../ports/trade-tx';
import { transact } from '../ports/unit-of-work';
import { validate } from '../validation/field-kit';
import { assignServicerForm } from '../validation/transfer-forms';
import { transferErrors } from './transfer.errors';
import type { ServicingAssignment } from './transfer-records';

export interface AssignServicerInput {
  /** `loanIdArray`. */
  readonly loanIds: readonly string[];
  readonly servicerId?: string | null;
  /** The fee in dollars as typed (`servicingPrice`). */
  readonly servicingPrice?: string | number | null;
}

/** Sets the servicer and fee of the actor's loans. */
export async function assignServicer(
  deps: TradingDeps,
  actor: Actor,
  input: AssignServicerInput,
): Promise<Result<ServicingAssignment[], DomainError>> {
  const allowed = requireCapability(actor, 'assign_servicer');
  // Spec §8: every assign-servicer failure reads 'something went wrong'; the code says why.
  if (!allowed.ok) return err({ ...allowed.error, message: MESSAGES.somethingWentWrongLower });
  const form = validate(assignServicerForm, input, 'SERVICER.INVALID');
  if (!form.ok) return form;
  const loanIds = [...new Set(input.loanIds)];
  if (loanIds.length === 0) return err(transferErrors.servicerNoLoans());
  return transact(deps.uow, async (s) => {
    const tx = tradeTx(deps, s, actor);
    const loans = await s.loans.getMany(loanIds);
    const missing = loanIds.filter((id) => !loans.some((l) => l.id === id));
    if (missing.length > 0) return err(transferErrors.servicerLoansNotFound(missing));
    const notMine = loans.filter((l) => l.ownerId !== actor.userId).map((l) => l.id);
    if (notMine.length > 0) return err(transferErrors.servicerNotOwner(notMine));
    const assignments = loanIds.map((loanId) => ({
      loanId,
      servicerId: form.value.servicerId,
      servicingPriceCents: form.value.servicingPrice,
      assignedBy: actor.userId,
      assignedAt: tx.at,
    }));
    await s.transfers.assignServicing(assignments);
    for (const a of assignments) {
      const tapeName = loans.find((l) => l.id === a.loanId)?.tapeName ?? null;
      await audit(tx, 'servicer.assigned', a.loanId, {
        tapeName,
        servicerId: a.servicerId,
        servicingPriceCents: a.servicingPriceCents,
      });
    }
    return ok(assignments);
  });
}
