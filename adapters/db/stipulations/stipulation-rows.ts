import type { Insertable, Selectable } from 'kysely';
import type { LoanPersona } from '../../../core/permissions/actor';
import type {
  Stipulation,
  StipulationMessage,
  StipulationParty,
  StipulationStage,
} from '../../../core/stipulations/stipulation';
import type { Database } from '../schema';

/** Stipulation threads ↔ rows: the thread with its two parties flattened, one row per message. */
export type ThreadRow = Selectable<Database['stipulations']>;
export type MessageRow = Selectable<Database['stipulation_messages']>;

export function threadToRow(s: Stipulation): Insertable<Database['stipulations']> {
  return {
    id: s.id,
    loan_id: s.loanId,
    tape_name: s.tapeName,
    stage: s.stage,
    doc_info: s.docInfo,
    party_a_user_id: s.partyA.userId,
    party_a_persona: s.partyA.persona,
    party_a_name: s.partyA.name,
    party_a_agree: s.partyA.agreeToClosed ? 1 : 0,
    party_b_user_id: s.partyB.userId,
    party_b_persona: s.partyB.persona,
    party_b_name: s.partyB.name,
    party_b_agree: s.partyB.agreeToClosed ? 1 : 0,
    message_count: s.messages.length,
    closed: s.closed ? 1 : 0,
    closed_by: s.closedBy,
    closed_at: s.closedAt,
    final_docs: JSON.stringify(s.finalDocs),
    created_at: s.createdAt,
  };
}

/** The message row of `m` at position `seq` (1-based) in its thread. */
export function messageToRow(stipulationId: string, seq: number, m: StipulationMessage): MessageRow {
  return {
    stipulation_id: stipulationId,
    seq,
    message_id: m.id,
    sender: m.sender,
    sender_name: m.senderName,
    sender_hex_id: m.senderHexId,
    doc_name: m.docName,
    message: m.message,
    blob_name: m.blobName,
    sent_at: m.timestamp,
  };
}

const rowToMessage = (r: MessageRow): StipulationMessage => ({
  id: r.message_id,
  sender: r.sender,
  senderName: r.sender_name,
  senderHexId: r.sender_hex_id,
  docName: r.doc_name,
  message: r.message,
  blobName: r.blob_name,
  timestamp: r.sent_at,
});

const party = (userId: string, persona: string | null, name: string, agree: number): StipulationParty => ({
  userId,
  persona: persona as LoanPersona | null,
  name,
  agreeToClosed: agree === 1,
});

/** A thread from its row and its message rows (already in `seq` order). */
export function rowToThread(r: ThreadRow, messages: readonly MessageRow[]): Stipulation {
  return {
    id: r.id,
    loanId: r.loan_id,
    tapeName: r.tape_name,
    stage: r.stage as StipulationStage,
    docInfo: r.doc_info,
    partyA: party(r.party_a_user_id, r.party_a_persona, r.party_a_name, r.party_a_agree),
    partyB: party(r.party_b_user_id, r.party_b_persona, r.party_b_name, r.party_b_agree),
    messages: messages.map(rowToMessage),
    closed: r.closed === 1,
    closedBy: r.closed_by,
    closedAt: r.closed_at,
    finalDocs: JSON.parse(r.final_docs) as string[],
    createdAt: r.created_at,
  };
}
