import type { Kysely, Migration } from 'kysely';
import { col, createTable } from './kit/columns-0018';

/** 0006 — remembered answers of idempotent calls. Released: never edit. */
async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(
    db,
    'idempotency_keys',
    {
      scope: col.text(),
      key: col.text(),
      fingerprint: col.text(),
      status: col.integer({ nullable: true }),
      body: col.text({ nullable: true }),
      created_at: col.timestamp(),
    },
    { primaryKey: ['scope', 'key'] },
  ).execute();
  await db.schema
    .createIndex('idempotency_keys_created_idx')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

export const migration0006: Migration = { up };
