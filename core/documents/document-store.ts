import type { DocumentRevision, LoanDocument } from './loan-document';

/**
 * Port of the documents area. Uniqueness the adapter must enforce: one document per
 * (loanId, documentName), one revision per (loanId, documentName, version) — that unique key
 * is what makes two concurrent uploads of the same document never both take a version.
 */
export interface DocumentStore {
  /** The documents of a loan with every revision (oldest first), ordered by document name. */
  forLoan(loanId: string): Promise<LoanDocument[]>;
  /**
   * Adds `revision` to the document, creating the document in `stage` when `revision.version`
   * is 1. False (and no change) unless `revision.version` is exactly one more than the
   * document's newest version (0 for a document that does not exist yet).
   */
  addRevision(
    loanId: string,
    documentName: string,
    stage: string,
    revision: DocumentRevision,
  ): Promise<boolean>;
}
