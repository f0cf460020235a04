import type { Kysely, Migration } from 'kysely';
import { col, createTable } from './kit/columns-0018';

/** 0007 — saved column mappings and tape import reports. Released: never edit. */
async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(
    db,
    'field_mappings',
    {
      user_id: col.text(),
      name: col.text(),
      mapping: col.json(),
      created_at: col.timestamp(),
      updated_at: col.timestamp(),
    },
    { primaryKey: ['user_id', 'name'] },
  ).execute();
  await createTable(db, 'tape_import_reports', {
    batch_id: col.id(),
    tape_name: col.text(),
    lender_id: col.text(),
    file_name: col.text(),
    file_blob: col.text(),
    report_blob: col.text(),
    accepted: col.integer(),
    rejected: col.integer(),
    flagged: col.integer(),
    created_at: col.timestamp(),
  }).execute();
  await db.schema
    .createIndex('tape_import_reports_tape_idx')
    .on('tape_import_reports')
    .columns(['tape_name', 'created_at'])
    .execute();
}

export const migration0007: Migration = { up };
