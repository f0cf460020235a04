/**
 * Transferring loans (spec §7 transferLoanNew and aggregatorTransfer {loanIdArr, userId,
 * lenderId, investorId}; §6 personas). All the loans move in one transaction or none does.
 *
 * - transferLoanNew is a sale: the lender transfers its loans to a buyer (lenderId = self),
 *   or the buyer takes loans it bought (investorId = self); the buyer must be entitled to each
 *   loan (`salePrice`), and the price is recorded.
 * - aggregatorTransfer moves the lender's own loans to an investor without a sale (an
 *   aggregator placing loans with a partner): only the lender may start it, no award or
 *   approval is needed and no price is recorded; the due-diligence guards still apply.
 * Rating agencies and due-diligence firms transfer nothing (capability table). Each loan changes owner by
 * compare-and-set, so of two racing transfers one wins and the other gets 'Loans already
 * transferred'; an awarded loan goes back to listed for its new owner, and every consent the
 * old owner gave on it (purchase approvals, stakeholder rows) is voided (`voidStaleConsents`).
 */
import { type DomainError, domainError } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';
import { err, ok, type Result } from '../errors/result';
import { notify } from '../notifications/notify';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { audit, tradeTx } from '../ports/trade-tx';
import { transact } from '../ports/unit-of-work';
import { checkTransferSelection } from '../validation/transfer-forms';
import { voidStaleConsents } from './stale-consents';
import { TRANSFER_MESSAGES, transferErrors } from './transfer.errors';
import { checkTransfer } from './transfer-guards';
import type { OwnershipChange, TransferKind } from './transfer-records';

export interface TransferInput {
  readonly loanIds: readonly string[];
  readonly lenderId: string;
  readonly investorId: string;
}

export interface TransferOutcome {
  readonly message: string;
  /** One history entry per loan, in the order of the request. */
  readonly changes: readonly OwnershipChange[];
}

/** The sale transfer (transferLoanNew). */
export const transferLoanNew = (deps: TradingDeps, actor: Actor, input: TransferInput) =>
  transferLoans(deps, actor, input, 'sale');

/** The transfer without a sale (aggregatorTransfer). */
export const aggregatorTransfer = (deps: TradingDeps, actor: Actor, input: TransferInput) =>
  transferLoans(deps, actor, input, 'aggregator');

/**
 * The capability table decides who may transfer at all ('transfer': lenders and investors;
 * 'aggregator_transfer': lenders); a lender acts as the seller (lenderId = self), an investor
 * as the buyer (investorId = self), spec §6.
 */
function actingSide(actor: Actor, input: TransferInput, kind: TransferKind): DomainError | null {
  const allowed = requireCapability(actor, kind === 'sale' ? 'transfer' : 'aggregator_transfer');
  if (!allowed.ok) return allowed.error;
  const self = actor.persona === 'lender' ? input.lenderId : input.investorId;
  return self === actor.userId ? null : transferErrors.onlyAsYourself();
}

async function transferLoans(
  deps: TradingDeps,
  actor: Actor,
  input: TransferInput,
  kind: TransferKind,
): Promise<Result<TransferOutcome, DomainError>> {
  const selection = checkTransferSelection(input.loanIds);
  if (!selection.ok) return selection;
  const { lenderId, investorId } = input;
  if (!lenderId?.trim() || !investorId?.trim())
    return err(domainError('invalid', 'TRANSFER.INVALID', MESSAGES.invalidRequest));
  if (lenderId === investorId) return err(transferErrors.sameParty());
  const refusal = actingSide(actor, input, kind);
  if (refusal) return err(refusal);

  return transact(deps.uow, async (s) => {
    const tx = tradeTx(deps, s, actor);
    const found = await s.loans.getMany(selection.value);
    const missing = selection.value.filter((id) => !found.some((l) => l.id === id));
    if (missing.length > 0) return err(transferErrors.loansNotFound(missing));
    const loans = selection.value.map((id) => found.find((l) => l.id === id)!);
    const checked = await checkTransfer(s, loans, { lenderId, investorId, kind });
    if (!checked.ok) return checked;

    const changes: OwnershipChange[] = [];
    for (const loan of loans) {
      if (!(await s.loans.setOwner(loan.id, lenderId, investorId, tx.at)))
        return err(transferErrors.alreadyTransferred([loan.id]));
      if (loan.status === 'awarded' && !(await s.loans.setStatus(loan.id, 'awarded', 'listed', tx.at))) {
        return err(transferErrors.alreadyTransferred([loan.id]));
      }
      const change: OwnershipChange = {
        id: tx.nextId(),
        loanId: loan.id,
        tapeName: loan.tapeName,
        fromOwnerId: lenderId,
        toOwnerId: investorId,
        priceCents: checked.value.get(loan.id) ?? null,
        settlementDate: tx.at.slice(0, 10),
        kind,
        actorId: actor.userId,
        transferredAt: tx.at,
      };
      changes.push(change);
      await audit(tx, 'loan.transferred', loan.id, {
        tapeName: loan.tapeName,
        from: lenderId,
        to: investorId,
        priceCents: change.priceCents,
        kind,
      });
    }
    await s.transfers.recordOwnershipChanges(changes);
    if (
      !(await voidStaleConsents(
        s,
        loans.map((l) => l.id),
        { sellerId: lenderId, buyerId: investorId },
        tx.at,
      ))
    )
      return err(transferErrors.alreadyTransferred(loans.map((l) => l.id)));
    // Texts name parties, never their ids: one missing from the directory is named by role.
    const nameOf = async (id: string, role: string) => (await s.directory.get(id))?.name ?? role;
    const [seller, buyer] = [await nameOf(lenderId, 'the seller'), await nameOf(investorId, 'the buyer')];
    for (const tapeName of [...new Set(loans.map((l) => l.tapeName))].sort()) {
      const count = loans.filter((l) => l.tapeName === tapeName).length;
      for (const userId of [lenderId, investorId]) {
        await notify(s.outbox, {
          id: tx.nextId(),
          at: tx.at,
          userId,
          notificationType: kind === 'sale' ? 'notifyLoansTransferred' : 'notifyAggregatorTransfer',
          tapeName,
          subject: 'Loans transferred',
          body: `${count} loan${count === 1 ? '' : 's'} of ${tapeName} moved from ${seller} to ${buyer}.`,
          data: { loanCount: count, lenderId, investorId },
        });
      }
    }
    return ok({ message: TRANSFER_MESSAGES.transferred, changes });
  });
}
