/**
 * Documents shared on a loan (spec §3 "Loan document"): each has a name, the loan stage it was
 * shared in, and its revisions. A revision is never changed or removed; an upload adds the next
 * version, so the history of every file stays visible to the parties that may read it.
 */
import { STIPULATION_STAGES } from '../validation/constants';

/** The stage documents are shared in when nothing else says (the only stage of spec §5). */
export const DEFAULT_DOCUMENT_STAGE: string = STIPULATION_STAGES[0];

/** One uploaded file of a document (spec §3 revisions item). */
export interface DocumentRevision {
  /** 1 for the first upload, then +1 per upload. */
  readonly version: number;
  /** Free description given with the upload. */
  readonly documentInfo: string;
  /** User id of the uploader (`uploaded_by`). */
  readonly uploadedBy: string;
  /** ISO instant of the upload. */
  readonly updated: string;
  readonly blobName: string;
  /** The file name the uploader gave (`fileNameGiven`). */
  readonly fileNameGiven: string;
}

export interface LoanDocument {
  readonly loanId: string;
  /** Unique within the loan (`documentName`). */
  readonly documentName: string;
  /** The loan stage the document belongs to (spec §2 Shared Documents stage picker). */
  readonly stage: string;
  /** Oldest first; never empty. */
  readonly revisions: readonly DocumentRevision[];
}

/** The newest revision of a document. */
export function latestRevision(doc: LoanDocument): DocumentRevision {
  const last = doc.revisions.at(-1);
  if (!last) throw new Error(`document ${doc.documentName} of loan ${doc.loanId} has no revision`);
  return last;
}

/** The loan's stages, in the order their first document appears. */
export function documentStages(docs: readonly LoanDocument[]): string[] {
  return [...new Set(docs.map((d) => d.stage))];
}

/** Document names compare without case or repeated spaces ("Deed of  trust" is "Deed of Trust"). */
export function sameDocumentName(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
}
