/**
 * Marking a query resolved (spec §7 stipulation close {stipulation_id, user_id}, §4). Either
 * party may; the thread is then closed for both. A due-diligence firm resolves by delivering
 * the generated tapes & final documents: they are required, recorded on the thread and
 * announced by a final reply before it closes.
 *
 * When an investor closes a query, the loan's owner is told it may transfer (spec §4):
 * 'notifyTransferTape' once every query on the tape is closed (the whole tape can go, the
 * /lender-actions?action=transferTape link), else 'notifyToTransferLoans' for this loan.
 */
import { citationRefusal, citedList } from '../documents/blob-citations';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { notify } from '../notifications/notify';
import type { Actor } from '../permissions/actor';
import { can, requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { audit, type TradeTx, tradeTx } from '../ports/trade-tx';
import { transact } from '../ports/unit-of-work';
import { otherParty, partyOf, type Stipulation, senderHexId } from './stipulation';
import { STIPULATION_MESSAGES, stipulationErrors } from './stipulations.errors';

export interface CloseStipulationInput {
  readonly stipulationId: string;
  /** Blob names of the generated tapes & final docs (required from a due-diligence firm). */
  readonly finalDocs?: readonly string[] | null;
  /** Text of the due-diligence firm's final reply. */
  readonly message?: string | null;
}

/** Closes a thread on behalf of the acting party; returns the closed thread. */
export async function closeStipulation(
  deps: TradingDeps,
  actor: Actor,
  input: CloseStipulationInput,
): Promise<Result<Stipulation, DomainError>> {
  const allowed = requireCapability(actor, 'close_stipulation');
  if (!allowed.ok) return allowed;
  // Spec §6: a due-diligence firm marks a query resolved by uploading the final documents.
  const byDdFirm = can(actor, 'resolve_query_with_final_docs');
  return transact(deps.uow, async (s) => {
    const tx = tradeTx(deps, s, actor);
    const stip = await s.stipulations.get(input.stipulationId);
    const party = stip && partyOf(stip, actor.userId);
    if (!stip || !party) return err(stipulationErrors.notFound(input.stipulationId));
    if (stip.closed) return err(stipulationErrors.alreadyClosed(stip.id));
    const finalDocs = byDdFirm ? (input.finalDocs ?? []).map((d) => d.trim()).filter((d) => d !== '') : [];
    if (byDdFirm) {
      if (finalDocs.length === 0) return err(stipulationErrors.finalDocsRequired());
      const unowned = await citationRefusal(s.blobUploads, actor.userId, citedList('finalDocs', finalDocs));
      if (unowned) return err(unowned);
      await s.stipulations.appendMessage(stip.id, {
        id: tx.nextId(),
        sender: actor.userId,
        senderName: actor.name,
        senderHexId: senderHexId(actor.userId),
        docName: STIPULATION_MESSAGES.finalDocsName,
        message: input.message?.trim() || STIPULATION_MESSAGES.finalReply,
        blobName: null,
        timestamp: tx.at,
      });
    }
    if (!(await s.stipulations.close(stip.id, actor.userId, tx.at, finalDocs))) {
      return err(stipulationErrors.alreadyClosed(stip.id));
    }
    const data = { loanId: stip.loanId, tapeName: stip.tapeName };
    if (byDdFirm) await audit(tx, 'stipulation.resolved', stip.id, { ...data, finalDocs });
    await audit(tx, 'stipulation.closed', stip.id, data);
    await notify(tx.s.outbox, {
      id: tx.nextId(),
      at: tx.at,
      userId: otherParty(stip, actor.userId).userId,
      notificationType: 'notifyStipulationClosed',
      tapeName: stip.tapeName,
      subject: 'A query was resolved',
      body: `${actor.name} marked the query "${stip.docInfo}" as resolved.`,
      data: { loanId: stip.loanId, stipulationId: stip.id },
    });
    // Spec §6 "Investor: … closing a query notifies lender" — a rule of the persona, not a permission.
    if (actor.persona === 'investor') await tellOwnerToTransfer(tx, stip);
    const closed = await s.stipulations.get(stip.id);
    return ok(closed ?? stip);
  });
}

async function tellOwnerToTransfer(tx: TradeTx, stip: Stipulation): Promise<void> {
  const loan = await tx.s.loans.get(stip.loanId);
  if (!loan || loan.ownerId === tx.actor.userId) return;
  const tapeDone = (await tx.s.stipulations.forTape(stip.tapeName)).every((t) => t.closed);
  await notify(tx.s.outbox, {
    id: tx.nextId(),
    at: tx.at,
    userId: loan.ownerId,
    notificationType: tapeDone ? 'notifyTransferTape' : 'notifyToTransferLoans',
    tapeName: stip.tapeName,
    subject: tapeDone ? 'Due diligence complete: the tape can be transferred' : 'A loan can be transferred',
    body: tapeDone
      ? `${tx.actor.name} closed every query on ${stip.tapeName}.`
      : `${tx.actor.name} closed a query on loan ${loan.loanNumber} (${stip.tapeName}).`,
    data: { loanId: loan.id, investorId: tx.actor.userId, action: tapeDone ? 'transferTape' : null },
  });
}
