import type { MemoryDb } from '../testing/memory-db';
import type { DocumentStore } from './document-store';
import type { LoanDocument } from './loan-document';

const key = (loanId: string, documentName: string) => JSON.stringify([loanId, documentName]);

/** In-memory `DocumentStore`; passes the same contract suite as the database adapters. */
export function memoryDocumentStore(db: MemoryDb): DocumentStore {
  const docs = db.table<LoanDocument>('loan_documents');
  return {
    async forLoan(loanId) {
      return docs
        .all()
        .filter((d) => d.loanId === loanId)
        .sort((a, b) => (a.documentName < b.documentName ? -1 : a.documentName > b.documentName ? 1 : 0));
    },
    async addRevision(loanId, documentName, stage, revision) {
      const k = key(loanId, documentName);
      const doc = docs.get(k);
      const newest = doc?.revisions.at(-1)?.version ?? 0;
      if (revision.version !== newest + 1) return false;
      docs.put(
        k,
        doc
          ? { ...doc, revisions: [...doc.revisions, revision] }
          : { loanId, documentName, stage, revisions: [revision] },
      );
      return true;
    },
  };
}
