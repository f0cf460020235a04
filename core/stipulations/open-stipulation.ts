/**
 * Raising a query on a loan (spec §7 stipulations_create, §5 new-stipulation form). The sender
 * fields of the payload (senderName, senderHexId, user_id) are not trusted: they come from the
 * acting user. Due-diligence and rating-agency users pick no stage or second party (spec §6):
 * the stage is 'Due-Diligence' and the second party the loan's owner, who answers it.
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
import { loanParties } from '../transfer/loan-parties';
import { STIPULATION_STAGES } from '../validation/constants';
import { validate } from '../validation/field-kit';
import { type NewStipulation, newStipulationForm, picksStageAndParty } from '../validation/stipulation-forms';
import { type Stipulation, type StipulationStage, senderHexId } from './stipulation';
import { counterparties, defaultSecondParty, resolvedForStage } from './stipulation-parties';
import { stipulationErrors } from './stipulations.errors';

export interface OpenStipulationInput {
  readonly loanId: string;
  /** Document Information. */
  readonly docInfo?: string | null;
  /** Name of the attached document; defaults to the Document Information. */
  readonly docName?: string | null;
  readonly message?: string | null;
  readonly blobName?: string | null;
  readonly stage?: string | null;
  /** User id of the second party. */
  readonly partyB?: string | null;
}

/** Opens a thread between the actor (party A) and the chosen second party (party B). */
export async function openStipulation(
  deps: TradingDeps,
  actor: Actor,
  input: OpenStipulationInput,
): Promise<Result<Stipulation, DomainError>> {
  const allowed = requireCapability(actor, 'query_fields');
  if (!allowed.ok) return allowed;
  // The form is chosen by persona; its output is one of the two shapes of `NewStipulation`.
  const form: Result<NewStipulation, DomainError> = validate(
    newStipulationForm(actor.persona),
    input,
    'STIPULATION.INVALID',
  );
  if (!form.ok) return form;
  const picks = picksStageAndParty(actor.persona);
  const stage: StipulationStage = 'stage' in form.value ? form.value.stage : STIPULATION_STAGES[0];
  return transact(deps.uow, async (s) => {
    const tx = tradeTx(deps, s, actor);
    const loan = await s.loans.get(input.loanId);
    if (!loan) return err(stipulationErrors.loanNotFound(input.loanId));
    const parties = await loanParties(s, loan);
    const options = counterparties(parties, actor.userId);
    if (options.length === 0) return err(stipulationErrors.notAParty());
    const chosen = 'partyB' in form.value ? form.value.partyB : input.partyB?.trim();
    const partyBId = chosen || (picks ? null : defaultSecondParty(parties, actor.userId));
    if (!partyBId) return err(stipulationErrors.secondPartyRequired());
    if (!options.includes(partyBId)) return err(stipulationErrors.secondPartyNotAllowed(partyBId));
    if (resolvedForStage(await s.stipulations.forLoans([loan.id]), loan.id, stage, actor.userId, partyBId)) {
      return err(stipulationErrors.resolvedForStage());
    }
    const { docInfo, message, blobName } = form.value;
    const unowned = await citationRefusal(s.blobUploads, actor.userId, { blobName });
    if (unowned) return err(unowned);
    const b = await s.directory.get(partyBId);
    const docName = input.docName?.trim() || docInfo;
    const stip: Stipulation = {
      id: tx.nextId(),
      loanId: loan.id,
      tapeName: loan.tapeName,
      stage,
      docInfo,
      partyA: { userId: actor.userId, persona: actor.persona, name: actor.name, agreeToClosed: false },
      partyB: {
        userId: partyBId,
        persona: b?.persona ?? null,
        name: b?.name ?? partyBId,
        agreeToClosed: false,
      },
      messages: [
        {
          id: tx.nextId(),
          sender: actor.userId,
          senderName: actor.name,
          senderHexId: senderHexId(actor.userId),
          docName,
          message,
          blobName,
          timestamp: tx.at,
        },
      ],
      closed: false,
      closedBy: null,
      closedAt: null,
      finalDocs: [],
      createdAt: tx.at,
    };
    await s.stipulations.insert(stip);
    await audit(tx, 'stipulation.opened', stip.id, {
      loanId: loan.id,
      tapeName: loan.tapeName,
      stage,
      partyB: partyBId,
    });
    await notify(tx.s.outbox, {
      id: tx.nextId(),
      at: tx.at,
      userId: partyBId,
      notificationType: 'notifyStipulation',
      tapeName: loan.tapeName,
      subject: 'New query on a loan',
      body: `${actor.name} raised a query on loan ${loan.loanNumber} (${loan.tapeName}): ${docInfo}`,
      data: { loanId: loan.id, stipulationId: stip.id },
    });
    return ok(stip);
  });
}
