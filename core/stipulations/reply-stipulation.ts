/**
 * Replying in a thread (spec §7 stipulation reply {stipulation_id, message, docName, blobName}).
 * Only the two parties may write; a closed thread takes no reply ('Stipulation already closed'),
 * also when it was closed by the other party between reading and writing.
 */
import { citationRefusal } from '../documents/blob-citations';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { notify } from '../notifications/notify';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { audit, tradeTx } from '../ports/trade-tx';
import { transact } from '../ports/unit-of-work';
import { validate } from '../validation/field-kit';
import { stipulationReplyForm } from '../validation/stipulation-forms';
import { otherParty, partyOf, type Stipulation, senderHexId } from './stipulation';
import { stipulationErrors } from './stipulations.errors';

export interface ReplyStipulationInput {
  readonly stipulationId: string;
  readonly message?: string | null;
  readonly docName?: string | null;
  readonly blobName?: string | null;
}

/** Adds the actor's reply to a thread they are a party to; returns the thread. */
export async function replyToStipulation(
  deps: TradingDeps,
  actor: Actor,
  input: ReplyStipulationInput,
): Promise<Result<Stipulation, DomainError>> {
  const allowed = requireCapability(actor, 'reply');
  if (!allowed.ok) return allowed;
  const form = validate(stipulationReplyForm, input, 'STIPULATION.INVALID');
  if (!form.ok) return form;
  return transact(deps.uow, async (s) => {
    const tx = tradeTx(deps, s, actor);
    const stip = await s.stipulations.get(input.stipulationId);
    if (!stip || !partyOf(stip, actor.userId)) return err(stipulationErrors.notFound(input.stipulationId));
    if (stip.closed) return err(stipulationErrors.alreadyClosed(stip.id));
    const unowned = await citationRefusal(s.blobUploads, actor.userId, { blobName: form.value.blobName });
    if (unowned) return err(unowned);
    const message = {
      id: tx.nextId(),
      sender: actor.userId,
      senderName: actor.name,
      senderHexId: senderHexId(actor.userId),
      ...form.value,
      timestamp: tx.at,
    };
    if (!(await s.stipulations.appendMessage(stip.id, message)))
      return err(stipulationErrors.alreadyClosed(stip.id));
    await audit(tx, 'stipulation.replied', stip.id, { loanId: stip.loanId, tapeName: stip.tapeName });
    await notify(tx.s.outbox, {
      id: tx.nextId(),
      at: tx.at,
      userId: otherParty(stip, actor.userId).userId,
      notificationType: 'notifyStipulationReply',
      tapeName: stip.tapeName,
      subject: 'New reply to a query',
      body: `${actor.name} replied to the query "${stip.docInfo}".`,
      data: { loanId: stip.loanId, stipulationId: stip.id },
    });
    return ok({ ...stip, messages: [...stip.messages, message] });
  });
}
