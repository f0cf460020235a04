/**
 * Who may download a blob. A blob has no owner of its own (it is named by its content); it is
 * readable by a user exactly when something that user may read references it — and "may read"
 * is decided by the core's read use cases, never here:
 *   - a revision of a loan document (`listLoanDocuments`: owner, DD firm, winning bidder);
 *   - a message or a final document of a stipulation thread (`viewStipulations`,
 *     `getStipulation`: its two parties only);
 *   - a message of a bid question thread (`viewBidStipulations`: the bidder and the lender);
 *   - the engagement file of a due-diligence case (`listDueDiligenceCases`: its investor and firm).
 * Blob names are content hashes and there is no index from a blob to its references, so the
 * caller says where it saw the blob (`loan_id`, `stipulation_id`, or `bid_id` with `bidder_id`,
 * as the Document Preview and the chats know); the caller's own due-diligence cases are always
 * searched. A reference cannot be forged to reach someone else's file: the core lets a user cite
 * only blobs that user uploaded (core/documents/blob-citations.ts) — so the one who made a
 * reference is the blob's uploader, whose file name the download then carries.
 */
import { viewBidStipulations } from '../../../../core/bidding/bid-stipulations';
import { listLoanDocuments } from '../../../../core/documents/loan-documents';
import type { Actor } from '../../../../core/permissions/actor';
import type { TradingDeps } from '../../../../core/ports/stores';
import type { Stipulation } from '../../../../core/stipulations/stipulation';
import { getStipulation, viewStipulations } from '../../../../core/stipulations/view-stipulations';
import { listDueDiligenceCases } from '../../../../core/transfer/due-diligence';

/** Where the caller saw the blob. */
export interface BlobContext {
  /** The loan's `_id`. */
  readonly loanId?: string | null;
  readonly stipulationId?: string | null;
  /** A bid question thread: both are needed. */
  readonly bidId?: string | null;
  readonly bidderId?: string | null;
}

/** A reference the caller may read: who made it (so uploaded the blob) and the name it records. */
export interface BlobReference {
  readonly via: 'document' | 'stipulation' | 'bid_question' | 'due_diligence';
  /** The user who cited the blob here — by the citation rule, one who uploaded it. */
  readonly uploaderId: string;
  /** The file name the reference itself records (document revisions do), else null. */
  readonly fileName: string | null;
}

/** Who cited `blobName` in the thread: the sender of a message carrying it, or the closer of final docs. */
function citerInThread(t: Stipulation, blobName: string): string | null {
  const message = t.messages.find((m) => m.blobName === blobName);
  if (message) return message.sender;
  return t.finalDocs.includes(blobName) ? t.closedBy : null;
}

const inThread = (t: Stipulation, blobName: string): BlobReference | null => {
  const uploaderId = citerInThread(t, blobName);
  return uploaderId === null ? null : { via: 'stipulation', uploaderId, fileName: null };
};

/** The first reference to `blobName` that `actor` may read, or null. */
export async function readableReference(
  deps: TradingDeps,
  actor: Actor,
  blobName: string,
  where: BlobContext,
): Promise<BlobReference | null> {
  if (where.stipulationId) {
    const thread = await getStipulation(deps, actor, { stipulationId: where.stipulationId });
    const found = thread.ok ? inThread(thread.value, blobName) : null;
    if (found) return found;
  }
  if (where.loanId) {
    const found = await inLoan(deps, actor, blobName, where.loanId);
    if (found) return found;
  }
  if (where.bidId && where.bidderId) {
    const thread = await viewBidStipulations(deps, actor, { bidId: where.bidId, bidderId: where.bidderId });
    const message = thread.ok ? thread.value.messages.find((m) => m.blobName === blobName) : undefined;
    if (message) return { via: 'bid_question', uploaderId: message.senderId, fileName: null };
  }
  const cases = await listDueDiligenceCases(deps, actor);
  const engaged = cases.ok ? cases.value.find((c) => c.fileBlobName === blobName) : undefined;
  return engaged ? { via: 'due_diligence', uploaderId: engaged.investorId, fileName: null } : null;
}

async function inLoan(
  deps: TradingDeps,
  actor: Actor,
  blobName: string,
  loanId: string,
): Promise<BlobReference | null> {
  const docs = await listLoanDocuments(deps, actor, { loanId });
  const revision = docs.ok
    ? docs.value.documents.flatMap((d) => d.revisions).find((r) => r.blobName === blobName)
    : undefined;
  if (revision) return { via: 'document', uploaderId: revision.uploadedBy, fileName: revision.fileNameGiven };
  const threads = await viewStipulations(deps, actor, { loanId });
  if (!threads.ok) return null;
  for (const t of threads.value.data) {
    const found = inThread(t, blobName);
    if (found) return found;
  }
  return null;
}
