/**
 * The purchase-approval grid (spec §7 get_purchase_approval newest first, update_Bid_Approval
 * {bidId, new_price}, set_purchase_approval {loanIdArray, approval}; §4 the price is editable
 * while isApproved is 'false' and by a user who is not the approver). `openPurchaseApprovals`
 * creates the pending rows of new awards inside the transaction that made them.
 */
import type { Award } from '../bidding/bid-store';
import { loanLabel } from '../bidding/bidding-notifications';
import { type DomainError, domainError } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';
import { err, ok, type Result } from '../errors/result';
import type { LoanSummary } from '../loans/loan-store';
import { notify } from '../notifications/notify';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import type { TradingDeps, TradingStores } from '../ports/stores';
import { audit, tradeTx } from '../ports/trade-tx';
import { transact } from '../ports/unit-of-work';
import { parseBidAmount } from '../validation/bid-amount';
import { approvalErrors } from './approval.errors';
import { canEditPurchasePrice, newPurchaseApproval, type PurchaseApproval } from './purchase-approval';
import { type WithLoan, withRowLoans } from './row-loans';
import { saleStanding, saleStandings } from './sale-standing';
import { isCurrentPurchase } from './transfer-price';

/**
 * Creates a pending purchase approval for each award whose bid has none yet, for the loan's
 * owner to approve. Meant for the bid close, in its transaction; `loans` are the awards' loans
 * when the caller has read them already (others are ignored). Returns the rows created.
 */
export async function openPurchaseApprovals(
  s: TradingStores,
  awards: readonly Award[],
  stamp: { readonly nextId: () => string; readonly at: string },
  known?: readonly LoanSummary[],
): Promise<PurchaseApproval[]> {
  const loans = known ?? (await s.loans.getMany(awards.map((a) => a.loanId)));
  const byId = new Map(loans.map((l) => [l.id, l]));
  const rows = awards.flatMap((award) => {
    const loan = byId.get(award.loanId);
    return loan ? [newPurchaseApproval(award, loan, stamp.nextId(), stamp.at)] : [];
  });
  if (rows.length === 0) return [];
  const stored = new Set(await s.approvals.insertPurchaseApprovals(rows));
  return rows.filter((r) => stored.has(r.bidId));
}

/** A purchase-approval row as the grid shows it to the actor. */
export type PurchaseApprovalView = WithLoan<PurchaseApproval> & { readonly priceEditable: boolean };

/**
 * The rows the actor approves or bought, newest first, with whether the actor may edit the price
 * and the row's loan as the actor may see it.
 */
export async function listPurchaseApprovals(
  deps: TradingDeps,
  actor: Actor,
): Promise<Result<PurchaseApprovalView[], DomainError>> {
  return transact(deps.uow, async (s) => {
    const rows = await withRowLoans(s, actor, await s.approvals.purchaseApprovalsOf(actor.userId));
    return ok(rows.map((r) => ({ ...r, priceEditable: canEditPurchasePrice(r, actor.userId) })));
  });
}

/** The buyer changes its price while the purchase of the loan's current award is pending. */
export async function updateBidApproval(
  deps: TradingDeps,
  actor: Actor,
  input: { readonly bidId: string; readonly newPrice: string | number | null },
): Promise<Result<WithLoan<PurchaseApproval>, DomainError>> {
  const allowed = requireCapability(actor, 'edit_purchase_price');
  if (!allowed.ok) return allowed;
  const price = parseBidAmount(input.newPrice, 'purchaseApproval');
  if (!price.ok) return price;
  return transact(deps.uow, async (s) => {
    const tx = tradeTx(deps, s, actor);
    const row = await s.approvals.purchaseApprovalByBid(input.bidId);
    if (!row || (row.approverId !== actor.userId && row.ownerId !== actor.userId)) {
      return err(approvalErrors.purchaseNotFound({ bidId: input.bidId }));
    }
    if (row.isApproved === 'true') return err(approvalErrors.purchaseApproved());
    if (row.ownerId !== actor.userId) return err(approvalErrors.onlyBuyerEdits());
    const loan = await s.loans.get(row.loanId);
    if (
      !loan ||
      !isCurrentPurchase(row, await saleStanding(s, loan)) ||
      !canEditPurchasePrice(row, actor.userId)
    )
      return err(approvalErrors.purchaseClosed({ loanId: row.loanId }));
    const changes = { creatorBidCents: price.value, status: 'pending', updatedAt: tx.at } as const;
    if (!(await s.approvals.updatePurchaseApproval(row.id, row.version, changes)))
      return err(approvalErrors.purchaseChanged());
    await audit(tx, 'purchase.repriced', row.loanId, {
      bidId: row.bidId,
      tapeName: row.tapeName,
      creatorBidCents: price.value,
    });
    await notify(tx.s.outbox, {
      id: tx.nextId(),
      at: tx.at,
      userId: row.approverId,
      notificationType: 'notifyPurchasePrice',
      tapeName: row.tapeName,
      subject: 'A buyer changed its price',
      body: `${actor.name} changed the purchase price of loan ${loan.loanNumber} (${row.tapeName}).`,
      data: { loanId: row.loanId, bidId: row.bidId },
    });
    const [changed] = await withRowLoans(s, actor, [{ ...row, ...changes, version: row.version + 1 }]);
    return ok(changed!);
  });
}

/** The approver approves (approval 'true') or rejects ('false') the pending purchases of the selected loans. */
export async function setPurchaseApproval(
  deps: TradingDeps,
  actor: Actor,
  input: { readonly loanIds: readonly string[]; readonly approval: 'true' | 'false' | boolean },
): Promise<Result<WithLoan<PurchaseApproval>[], DomainError>> {
  const allowed = requireCapability(actor, 'decide_purchases');
  if (!allowed.ok) return allowed;
  const loanIds = [...new Set(input.loanIds)];
  if (loanIds.length === 0) return err(approvalErrors.selectRows());
  const approve = input.approval === true || input.approval === 'true';
  if (!approve && input.approval !== false && input.approval !== 'false') {
    return err(domainError('invalid', 'PURCHASE.INVALID', MESSAGES.invalidRequest));
  }
  return transact(deps.uow, async (s) => {
    const tx = tradeTx(deps, s, actor);
    const loans = await s.loans.getMany(loanIds);
    const standings = await saleStandings(s, loans);
    // Only the loan's current owner decides, and only the purchase of its current award: an
    // approval row addressed to an earlier owner, or of a winner since displaced, is not pending.
    const pending = (await s.approvals.purchaseApprovalsForLoans(loanIds)).filter((r) => {
      const standing = standings.get(r.loanId);
      return (
        r.approverId === actor.userId &&
        r.status === 'pending' &&
        standing !== undefined &&
        standing.loan.ownerId === actor.userId &&
        isCurrentPurchase(r, standing)
      );
    });
    const changes = {
      isApproved: approve ? 'true' : 'false',
      status: approve ? 'approved' : 'rejected',
      updatedAt: tx.at,
    } as const;
    const loanOf = (id: string) => loans.find((l) => l.id === id) ?? null;
    const decided: PurchaseApproval[] = [];
    for (const loanId of loanIds) {
      const row = pending.find((r) => r.loanId === loanId);
      if (!row) return err(approvalErrors.purchaseNotPending({ loanId }));
      if (!(await s.approvals.updatePurchaseApproval(row.id, row.version, changes)))
        return err(approvalErrors.purchaseChanged());
      decided.push({ ...row, ...changes, version: row.version + 1 });
      if (!approve) {
        // A rejection ends the sale (ours): the loan goes back to the owner's list, ready to be
        // opened for bidding again, and the winner's entry is no longer bought (it reads Lost).
        if (!(await s.loans.setStatus(loanId, 'awarded', 'listed', tx.at)))
          return err(approvalErrors.purchaseChanged());
        await s.bids.unmarkBought(row.bidId);
      }
      await audit(tx, approve ? 'purchase.approved' : 'purchase.rejected', loanId, {
        bidId: row.bidId,
        tapeName: row.tapeName,
        creatorBidCents: row.creatorBidCents,
      });
      await notify(tx.s.outbox, {
        id: tx.nextId(),
        at: tx.at,
        userId: row.ownerId,
        notificationType: approve ? 'notifyPurchaseApproved' : 'notifyPurchaseRejected',
        tapeName: row.tapeName,
        subject: approve ? 'Your purchase was approved' : 'Your purchase was rejected',
        body: `${actor.name} ${approve ? 'approved' : 'rejected'} your price for ${loanLabel(loanOf(loanId), row)}.`,
        data: { loanId, bidId: row.bidId },
      });
    }
    return ok(await withRowLoans(s, actor, decided));
  });
}
