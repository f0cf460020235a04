import type { Kysely, Selectable } from 'kysely';
import type { DocumentStore } from '../../../core/documents/document-store';
import type { DocumentRevision, LoanDocument } from '../../../core/documents/loan-document';
import { byCodePoint, type DialectName } from '../dialect';
import type { Database } from '../schema';

type RevisionRow = Selectable<Database['document_revisions']>;

const toRevision = (r: RevisionRow): DocumentRevision => ({
  version: r.version,
  documentInfo: r.document_info,
  uploadedBy: r.uploaded_by,
  updated: r.updated_at,
  blobName: r.blob_name,
  fileNameGiven: r.file_name_given,
});

/**
 * `DocumentStore` on Kysely. A version is taken by inserting its revision with `ON CONFLICT DO
 * NOTHING` on the key (loan_id, document_name, version): of two concurrent uploads of the same
 * next version, the second waits for the first to commit and then inserts nothing, so it gets
 * false. The newest version is read first, inside the same transaction, to refuse a version
 * that skips one; the document row itself is created with version 1 (and keeps its stage).
 */
export function kyselyDocumentStore(db: Kysely<Database>, dialect: DialectName): DocumentStore {
  return {
    async forLoan(loanId) {
      const docs = await db
        .selectFrom('loan_documents')
        .selectAll()
        .where('loan_id', '=', loanId)
        .orderBy(byCodePoint('document_name', dialect))
        .execute();
      const revisions = await db
        .selectFrom('document_revisions')
        .selectAll()
        .where('loan_id', '=', loanId)
        .orderBy('version')
        .execute();
      return docs.map(
        (d): LoanDocument => ({
          loanId: d.loan_id,
          documentName: d.document_name,
          stage: d.stage,
          revisions: revisions.filter((r) => r.document_name === d.document_name).map(toRevision),
        }),
      );
    },
    async addRevision(loanId, documentName, stage, revision) {
      const newest = await db
        .selectFrom('document_revisions')
        .select((eb) => eb.fn.max('version').as('version'))
        .where('loan_id', '=', loanId)
        .where('document_name', '=', documentName)
        .executeTakeFirst();
      if (revision.version !== Number(newest?.version ?? 0) + 1) return false;
      if (revision.version === 1) {
        await db
          .insertInto('loan_documents')
          .values({ loan_id: loanId, document_name: documentName, stage })
          .onConflict((oc) => oc.columns(['loan_id', 'document_name']).doNothing())
          .execute();
      }
      const inserted = await db
        .insertInto('document_revisions')
        .values({
          loan_id: loanId,
          document_name: documentName,
          version: revision.version,
          document_info: revision.documentInfo,
          uploaded_by: revision.uploadedBy,
          updated_at: revision.updated,
          blob_name: revision.blobName,
          file_name_given: revision.fileNameGiven,
        })
        .onConflict((oc) => oc.columns(['loan_id', 'document_name', 'version']).doNothing())
        .executeTakeFirst();
      return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },
  };
}
