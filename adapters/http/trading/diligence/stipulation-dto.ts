/**
 * Stipulation → the spec §3 Stipulation (`_id`, partyA/partyB {userId, persona, name,
 * agreeToClosed}, messages, `baseCollectionId`, `collectionName: 'loanMetadata'`) with the
 * loan's `stipData` (partyA, partyB {userId, agreeToClosed}, closed). The thread lives on a loan,
 * so `baseCollectionId` is the loan's `_id` (the Loan DTO's `loanMetadata.loanMetadata_id`).
 * Personas are the spec's labels ('Due Diligence'); what the chat shows the viewer (the resolve
 * button, the 'Stipulation already closed' notice) is computed by the core for that viewer.
 */

import type { LoanPersona } from '../../../../core/permissions/actor';
import { PERSONA_LABELS } from '../../../../core/permissions/persona';
import {
  chatNotice,
  resolveButton,
  type Stipulation,
  type StipulationParty,
} from '../../../../core/stipulations/stipulation';
import type { StipulationsView } from '../../../../core/stipulations/view-stipulations';
import type { PartyDto, StipDataDto, StipulationDto } from './stipulation-schema';

const personaLabel = (persona: LoanPersona | null) => (persona === null ? null : PERSONA_LABELS[persona]);

const partyDto = (p: StipulationParty): PartyDto => ({
  userId: p.userId,
  persona: personaLabel(p.persona),
  name: p.name,
  agreeToClosed: p.agreeToClosed,
});

/** The loan's `stipData` for one thread. */
export function stipDataOf(stip: Stipulation): StipDataDto {
  return {
    partyA: { userId: stip.partyA.userId, agreeToClosed: stip.partyA.agreeToClosed },
    partyB: { userId: stip.partyB.userId, agreeToClosed: stip.partyB.agreeToClosed },
    closed: stip.closed,
  };
}

/** One thread as `viewerId` (one of its parties) sees it. */
export function stipulationDto(stip: Stipulation, viewerId: string): StipulationDto {
  return {
    _id: stip.id,
    baseCollectionId: stip.loanId,
    collectionName: 'loanMetadata',
    tape_name: stip.tapeName,
    stage: stip.stage,
    docInfo: stip.docInfo,
    partyA: partyDto(stip.partyA),
    partyB: partyDto(stip.partyB),
    messages: stip.messages.map((m) => ({
      _id: m.id,
      sender: m.sender,
      senderName: m.senderName,
      senderHexId: m.senderHexId,
      timestamp: m.timestamp,
      createdAt: m.timestamp,
      // The closing reply of a due-diligence resolve carries no file: nobody uploaded anything.
      uploadedBy: m.blobName === null ? null : m.sender,
      docName: m.docName,
      message: m.message,
      blobName: m.blobName,
    })),
    stipData: stipDataOf(stip),
    closed: stip.closed,
    closedBy: stip.closedBy,
    closedAt: stip.closedAt,
    finalDocs: [...stip.finalDocs],
    createdAt: stip.createdAt,
    resolveButton: resolveButton(stip, viewerId),
    notice: chatNotice(stip, viewerId),
  };
}

/** stipulations_view: the second-party dropdown and the viewer's threads, oldest first. */
export function stipulationsViewDto(view: StipulationsView, viewerId: string) {
  return {
    success: true as const,
    dropdown: view.dropdown.map((o) => ({
      userId: o.userId,
      name: o.name,
      persona: personaLabel(o.persona),
    })),
    data: view.data.map((s) => stipulationDto(s, viewerId)),
  };
}
