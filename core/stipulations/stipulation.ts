/**
 * A stipulation (spec §3, §4): a query thread on one loan between the party who raised it (A)
 * and the second party chosen (B), in a loan stage ('Due-Diligence' is the only one, spec §5).
 *
 * Resolution, as spec §4 reads ("open until a party marks resolved"): the thread closes as soon
 * as either party marks it resolved; that party's `agreeToClosed` becomes true and nothing can be
 * added afterwards. The one who closed it sees 'Resolved', the other 'Stipulation Closed'.
 */
import { MESSAGES } from '../errors/messages';
import type { LoanPersona } from '../permissions/actor';
import type { STIPULATION_STAGES } from '../validation/constants';

export type StipulationStage = (typeof STIPULATION_STAGES)[number];

export interface StipulationParty {
  readonly userId: string;
  readonly persona: LoanPersona | null;
  readonly name: string;
  /** True for the party who marked the thread resolved. */
  readonly agreeToClosed: boolean;
}

/** One message of the thread (spec §3 messages item). */
export interface StipulationMessage {
  readonly id: string;
  /** User id of the sender. */
  readonly sender: string;
  readonly senderName: string;
  /** `senderHexId(sender)`: the sender's short public fingerprint shown in the chat. */
  readonly senderHexId: string;
  readonly docName: string;
  readonly message: string;
  /** The attached upload; null only on the closing reply of a due-diligence resolve. */
  readonly blobName: string | null;
  /** ISO instant. */
  readonly timestamp: string;
}

export interface Stipulation {
  readonly id: string;
  readonly loanId: string;
  readonly tapeName: string;
  readonly stage: StipulationStage;
  /** Document Information entered when raising the query. */
  readonly docInfo: string;
  readonly partyA: StipulationParty;
  readonly partyB: StipulationParty;
  /** Oldest first; the first is the query itself. */
  readonly messages: readonly StipulationMessage[];
  readonly closed: boolean;
  readonly closedBy: string | null;
  readonly closedAt: string | null;
  /** Blob names of the generated tapes & final docs a due-diligence firm resolved with. */
  readonly finalDocs: readonly string[];
  readonly createdAt: string;
}

/** The thread's party that `userId` is, or null for anyone else. */
export function partyOf(stip: Stipulation, userId: string): StipulationParty | null {
  if (stip.partyA.userId === userId) return stip.partyA;
  if (stip.partyB.userId === userId) return stip.partyB;
  return null;
}

/** The other party of the thread for one of its parties. */
export function otherParty(stip: Stipulation, userId: string): StipulationParty {
  return stip.partyA.userId === userId ? stip.partyB : stip.partyA;
}

/** The resolve button of the chat for `userId` (spec §4). */
export function resolveButton(stip: Stipulation, userId: string): { label: string; disabled: boolean } {
  if (!stip.closed) return { label: MESSAGES.markQueryAsResolve, disabled: false };
  return { label: stip.closedBy === userId ? MESSAGES.resolved : MESSAGES.stipulationClosed, disabled: true };
}

/** What opening the chat shows above it: 'Stipulation already closed' for the one who closed it. */
export function chatNotice(stip: Stipulation, userId: string): string | null {
  return stip.closed && stip.closedBy === userId ? MESSAGES.stipulationAlreadyClosed : null;
}

/**
 * The sender's hex id: a 64-bit FNV-1a fingerprint of the user id, 16 hex digits. It names a
 * party in the chat the same way in every thread without showing an email or an internal id,
 * and is derived on the server — never taken from the request.
 */
export function senderHexId(userId: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < userId.length; i++) {
    hash ^= BigInt(userId.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}
