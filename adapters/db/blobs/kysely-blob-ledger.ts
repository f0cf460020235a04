import type { Kysely } from 'kysely';
import type { BlobLedger } from '../../../core/documents/blob-ledger';
import type { Database } from '../schema';

/**
 * `BlobLedger` on Kysely. `recordUpload` is `INSERT … ON CONFLICT (blob_name, uploader_id) DO
 * NOTHING` on the primary key, so a repeated upload — also two at once from two processes —
 * keeps the first row and never fails; `uploadedBy` is one lookup by that key.
 */
export function kyselyBlobLedger(db: Kysely<Database>): BlobLedger {
  return {
    async recordUpload(blobName, uploaderId, at) {
      await db
        .insertInto('blob_uploads')
        .values({ blob_name: blobName, uploader_id: uploaderId, uploaded_at: at })
        .onConflict((oc) => oc.columns(['blob_name', 'uploader_id']).doNothing())
        .execute();
    },
    async uploadedBy(blobName, userId) {
      const row = await db
        .selectFrom('blob_uploads')
        .select('blob_name')
        .where('blob_name', '=', blobName)
        .where('uploader_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
