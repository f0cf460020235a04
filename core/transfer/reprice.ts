/**
 * Repricing a loan (spec §7 repriceLoan {loan_id, reason, new_price}; §5 exactly one row, a
 * reason, a price of at least 0.01; §6 not for lenders). Ours: only the investor who bought
 * the loan — holder of its award or of a purchase approval on it — may reprice, before the
 * loan is transferred to them. A reprice is a new price proposal to the owner: it sets the
 * purchase-approval price and makes the row pending again (even if it had been approved), so
 * the owner approves the new price before the transfer can use it. An award without a row
 * gets one. Every reprice is recorded with its reason and the price it replaced.
 */
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Cents } from '../money/cents';
import { notify } from '../notifications/notify';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { audit, tradeTx } from '../ports/trade-tx';
import { transact } from '../ports/unit-of-work';
import { validate } from '../validation/field-kit';
import { checkRepriceSelection, repriceForm } from '../validation/transfer-forms';
import { newPurchaseApproval, type PurchaseApproval } from './purchase-approval';
import { saleStanding } from './sale-standing';
import { transferErrors } from './transfer.errors';
import { currentAward, isCurrentPurchase } from './transfer-price';
import type { RepriceEntry } from './transfer-records';

export interface RepriceInput {
  /** The selected rows: exactly one loan. */
  readonly loanIds: readonly string[];
  readonly reason?: string | null;
  /** Dollars as typed (`new_price`). */
  readonly newPrice?: string | number | null;
}

export interface RepriceOutcome {
  readonly approval: PurchaseApproval;
  readonly entry: RepriceEntry;
}

/** Proposes a new purchase price for one loan the investor bought. */
export async function repriceLoan(
  deps: TradingDeps,
  actor: Actor,
  input: RepriceInput,
): Promise<Result<RepriceOutcome, DomainError>> {
  const selected = checkRepriceSelection(input.loanIds);
  if (!selected.ok) return selected;
  const allowed = requireCapability(actor, 'reprice');
  if (!allowed.ok) return allowed;
  const form = validate(repriceForm, { reason: input.reason, new_price: input.newPrice }, 'REPRICE.INVALID');
  if (!form.ok) return form;
  const { reason, new_price: newPrice } = form.value;
  const loanId = selected.value;
  return transact(deps.uow, async (s) => {
    const tx = tradeTx(deps, s, actor);
    const loan = await s.loans.get(loanId);
    if (!loan) return err(transferErrors.repriceLoanNotFound(loanId));
    if (loan.ownerId === actor.userId) return err(transferErrors.alreadyTransferred([loanId]));
    // Only the winner of the loan's current award reprices, on that award's purchase: a winner
    // displaced by a rejection, a re-opening or a sale has nothing left to reprice.
    const standing = await saleStanding(s, loan);
    const award = currentAward(standing);
    if (award?.winnerId !== actor.userId) return err(transferErrors.cannotReprice());
    const row = (await s.approvals.purchaseApprovalsForLoans([loanId])).find((a) => a.bidId === award.bidId);
    if (row && !isCurrentPurchase(row, standing)) return err(transferErrors.cannotReprice());
    const changes = {
      creatorBidCents: newPrice,
      isApproved: 'false',
      status: 'pending',
      updatedAt: tx.at,
    } as const;
    let approval: PurchaseApproval;
    let previous: Cents;
    if (row) {
      if (!(await s.approvals.updatePurchaseApproval(row.id, row.version, changes)))
        return err(transferErrors.repriceRaced(loanId));
      approval = { ...row, ...changes, version: row.version + 1 };
      previous = row.creatorBidCents;
    } else {
      approval = { ...newPurchaseApproval(award, loan, tx.nextId(), tx.at), creatorBidCents: newPrice };
      if (!(await s.approvals.insertPurchaseApproval(approval)))
        return err(transferErrors.repriceRaced(loanId));
      previous = award.amountCents;
    }
    const entry: RepriceEntry = {
      id: tx.nextId(),
      loanId,
      investorId: actor.userId,
      reason,
      previousPriceCents: previous,
      newPriceCents: newPrice,
      at: tx.at,
    };
    await s.transfers.recordReprice(entry);
    await audit(tx, 'loan.repriced', loanId, {
      tapeName: loan.tapeName,
      reason,
      previousPriceCents: entry.previousPriceCents,
      newPriceCents: newPrice,
    });
    await notify(tx.s.outbox, {
      id: tx.nextId(),
      at: tx.at,
      userId: approval.approverId,
      notificationType: 'notifyLoanRepriced',
      tapeName: loan.tapeName,
      subject: 'A buyer proposed a new price',
      body: `${actor.name} repriced loan ${loan.loanNumber} (${loan.tapeName}): ${reason}`,
      data: { loanId, bidId: approval.bidId },
    });
    return ok({ approval, entry });
  });
}
