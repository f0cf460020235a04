/**
 * Reading a loan's documents (spec §7 get_loans_list/states and fetchDocuments) and uploading
 * a missing one (uploadMissingDocs {blobName, loan_id, docName}). Reading is for the owner,
 * the due-diligence firm and the winning bidder only (borrower privacy). Uploads are the
 * owner's: the seller holds the loan file; a due-diligence firm delivers its own documents as
 * the final documents of a stipulation. An upload adds the next version of the document.
 */
import { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { audit, tradeTx } from '../ports/trade-tx';
import { transact } from '../ports/unit-of-work';
import { isOwner, loanParties, mayReadDocuments } from '../transfer/loan-parties';
import { requiredText, validate } from '../validation/field-kit';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { citationRefusal } from './blob-citations';
import { documentErrors } from './documents.errors';
import {
  DEFAULT_DOCUMENT_STAGE,
  documentStages,
  type LoanDocument,
  latestRevision,
  sameDocumentName,
} from './loan-document';

export interface LoanDocumentsView {
  /** Every stage the loan has documents in (the stage picker). */
  readonly stages: readonly string[];
  /** The documents of the requested stage (all stages when none was given). */
  readonly documents: readonly LoanDocument[];
}

/** The documents of a loan, optionally of one stage. */
export async function listLoanDocuments(
  deps: TradingDeps,
  actor: Actor,
  input: { readonly loanId: string; readonly stage?: string | null },
): Promise<Result<LoanDocumentsView, DomainError>> {
  return transact(deps.uow, async (s) => {
    const loan = await s.loans.get(input.loanId);
    if (!loan) return err(documentErrors.loanNotFound(input.loanId));
    if (!mayReadDocuments(await loanParties(s, loan), actor.userId))
      return err(documentErrors.notAllowedToRead());
    const docs = await s.documents.forLoan(loan.id);
    const stage = input.stage?.trim();
    return ok({
      stages: documentStages(docs),
      documents: stage ? docs.filter((d) => d.stage === stage) : docs,
    });
  });
}

const uploadSchema = z.object({
  loanId: requiredText(M.selectRequiredField),
  docName: requiredText(M.documentNameRequired),
  blobName: requiredText(M.selectFileToUpload),
  documentInfo: z.string().trim().optional(),
  fileName: z.string().trim().optional(),
});

export type UploadMissingDocumentInput = z.input<typeof uploadSchema>;

/** Adds an uploaded file as the next version of a loan document (version 1 for a new one). */
export async function uploadMissingDocument(
  deps: TradingDeps,
  actor: Actor,
  input: UploadMissingDocumentInput,
): Promise<Result<LoanDocument, DomainError>> {
  const allowed = requireCapability(actor, 'upload');
  if (!allowed.ok) return allowed;
  const parsed = validate(uploadSchema, input, 'DOCUMENT.INVALID');
  if (!parsed.ok) return parsed;
  const { loanId, docName, blobName, documentInfo, fileName } = parsed.value;
  return transact(deps.uow, async (s) => {
    const tx = tradeTx(deps, s, actor);
    const loan = await s.loans.get(loanId);
    if (!loan) return err(documentErrors.loanNotFound(loanId));
    if (!isOwner(await loanParties(s, loan), actor.userId)) return err(documentErrors.notOwner());
    const unowned = await citationRefusal(s.blobUploads, actor.userId, { blobName });
    if (unowned) return err(unowned);
    const existing = (await s.documents.forLoan(loan.id)).find((d) =>
      sameDocumentName(d.documentName, docName),
    );
    // A re-upload keeps the document's own name and stage; a new one starts in the DD stage.
    const name = existing?.documentName ?? docName.replace(/\s+/g, ' ');
    const stage = existing?.stage ?? DEFAULT_DOCUMENT_STAGE;
    const version = existing ? latestRevision(existing).version + 1 : 1;
    const revision = {
      version,
      documentInfo: documentInfo ?? '',
      uploadedBy: actor.userId,
      updated: tx.at,
      blobName,
      fileNameGiven: fileName || name,
    };
    if (!(await s.documents.addRevision(loan.id, name, stage, revision)))
      return err(documentErrors.uploadRaced(name));
    await audit(tx, 'document.uploaded', loan.id, {
      documentName: name,
      version,
      blobName,
      tapeName: loan.tapeName,
    });
    const revisions = existing ? [...existing.revisions, revision] : [revision];
    return ok({ loanId: loan.id, documentName: name, stage, revisions });
  });
}
