/**
 * Who may download a blob. A blob has no owner of its own (it is named by its content); it is
 * readable by a user exactly when something that user may read references it — and "may read"
 * is decided by the core's read use cases, never here:
 *   - a revision of a loan document (`listLoanDocuments`: owner, DD firm, winning bidder);
 *   - a message or a final document of a stipulation thread (`viewStipulations`,
 *     `getStipulation`: its two parties only);
 *   - the engagement file of a due-diligence case (`listDueDiligenceCases`: its investor and firm).
 * Blob names are content hashes and there is no index from a blob to its references, so the
 * caller says where it saw the blob (`loan_id` and/or `stipulation_id`, as the Document Preview
 * and the chat know); the caller's own due-diligence cases are always searched. A reference
 * cannot be forged to reach someone else's file: the core lets a user cite only blobs that user
 * uploaded (core/documents/blob-citations.ts).
 */

import { listLoanDocuments } from '../../../../core/documents/loan-documents';
import type { Actor } from '../../../../core/permissions/actor';
import type { Stipulation } from '../../../../core/stipulations/stipulation';
import { getStipulation, viewStipulations } from '../../../../core/stipulations/view-stipulations';
import type { TradingDeps } from '../../../../core/trading/stores';
import { listDueDiligenceCases } from '../../../../core/transfer/due-diligence';

/** Where the caller saw the blob. */
export interface BlobContext {
  readonly loanId?: string | null;
  readonly stipulationId?: string | null;
}

/** A reference the caller may read; `fileName` when it records the uploader's file name. */
export interface BlobReference {
  readonly via: 'document' | 'stipulation' | 'due_diligence';
  readonly fileName: string | null;
}

const inThread = (t: Stipulation, blobName: string) =>
  t.finalDocs.includes(blobName) || t.messages.some((m) => m.blobName === blobName);

/** The first reference to `blobName` that `actor` may read, or null. */
export async function readableReference(
  deps: TradingDeps,
  actor: Actor,
  blobName: string,
  where: BlobContext,
): Promise<BlobReference | null> {
  if (where.stipulationId) {
    const thread = await getStipulation(deps, actor, { stipulationId: where.stipulationId });
    if (thread.ok && inThread(thread.value, blobName)) return { via: 'stipulation', fileName: null };
  }
  if (where.loanId) {
    const docs = await listLoanDocuments(deps, actor, { loanId: where.loanId });
    const revision = docs.ok
      ? docs.value.documents.flatMap((d) => d.revisions).find((r) => r.blobName === blobName)
      : undefined;
    if (revision) return { via: 'document', fileName: revision.fileNameGiven };
    const threads = await viewStipulations(deps, actor, { loanId: where.loanId });
    if (threads.ok && threads.value.data.some((t) => inThread(t, blobName))) {
      return { via: 'stipulation', fileName: null };
    }
  }
  const cases = await listDueDiligenceCases(deps, actor);
  if (cases.ok && cases.value.some((c) => c.fileBlobName === blobName))
    return { via: 'due_diligence', fileName: null };
  return null;
}
