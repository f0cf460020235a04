import { col } from '../columns';

/**
 * Who uploaded which blob (core/documents/blob-ledger.ts): one row per (blob_name, uploader_id),
 * the primary key, so the same content uploaded by two users is two rows and a repeat is none.
 * `file_name` is the name the uploader gave (null for uploads recorded before 0011 or without
 * one). No foreign keys: blobs live outside the database and uploaders in the accounts area.
 */
export const blobTables = {
  blob_uploads: {
    blob_name: col.text(),
    uploader_id: col.text(),
    uploaded_at: col.timestamp(),
    file_name: col.text({ nullable: true }),
  },
} as const;
