import type { Kysely, Migration } from 'kysely';
import { col, createTable } from './kit/columns-0018';

/** 0008 — who uploaded which blob (a user may cite only their own uploads). Released: never edit. */
async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(
    db,
    'blob_uploads',
    {
      blob_name: col.text(),
      uploader_id: col.text(),
      uploaded_at: col.timestamp(),
    },
    { primaryKey: ['blob_name', 'uploader_id'] },
  ).execute();
}

export const migration0008: Migration = { up };
