import { type Kysely, sql } from 'kysely';
import type { BlobLedger } from '../../../core/documents/blob-ledger';
import type { Database } from '../schema';

/**
 * `BlobLedger` on Kysely. `recordUpload` is `INSERT … ON CONFLICT (blob_name, uploader_id) DO
 * UPDATE SET file_name = COALESCE(file_name, excluded.file_name)` on the primary key, so a
 * repeated upload — also two at once from two processes — keeps the first row and its name,
 * fills a missing name, and never fails; the reads are one lookup by that key.
 */
export function kyselyBlobLedger(db: Kysely<Database>): BlobLedger {
  const row = (blobName: string, uploaderId: string) =>
    db
      .selectFrom('blob_uploads')
      .select('file_name')
      .where('blob_name', '=', blobName)
      .where('uploader_id', '=', uploaderId)
      .executeTakeFirst();
  return {
    async recordUpload(blobName, uploaderId, at, fileName = null) {
      await db
        .insertInto('blob_uploads')
        .values({ blob_name: blobName, uploader_id: uploaderId, uploaded_at: at, file_name: fileName })
        .onConflict((oc) =>
          oc.columns(['blob_name', 'uploader_id']).doUpdateSet({
            file_name: sql<string | null>`coalesce(blob_uploads.file_name, excluded.file_name)`,
          }),
        )
        .execute();
    },
    async uploadedBy(blobName, userId) {
      return (await row(blobName, userId)) !== undefined;
    },
    async fileNameOf(blobName, uploaderId) {
      return (await row(blobName, uploaderId))?.file_name ?? null;
    },
  };
}
