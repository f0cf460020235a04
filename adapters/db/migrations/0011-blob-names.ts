import type { Kysely, Migration } from 'kysely';

/**
 * 0011 — the file name an uploader gave a blob (spec §3 `fileNameGiven`), so a download carries
 * it. Nullable: uploads recorded before keep no name. Released: never edit.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('blob_uploads').addColumn('file_name', 'text').execute();
}

export const migration0011: Migration = { up };
