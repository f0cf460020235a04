import { col } from '../columns';

/**
 * The documents tables as the code expects them now (see `schema.ts`): one `loan_documents` row
 * per (loan, document name) with the stage it was first shared in, and its revisions, one row
 * per (loan, document name, version) — that key is what lets only one of two concurrent uploads
 * take a version. No foreign key to `loans`: as in the in-memory store, any loan id is accepted.
 */
export const documentTables = {
  loan_documents: {
    loan_id: col.text(),
    document_name: col.text(),
    stage: col.text(),
  },
  document_revisions: {
    loan_id: col.text(),
    document_name: col.text(),
    version: col.integer(),
    document_info: col.text(),
    uploaded_by: col.text(),
    /** ISO instant of the upload (the revision's `updated`). */
    updated_at: col.timestamp(),
    blob_name: col.text(),
    file_name_given: col.text(),
  },
} as const;
