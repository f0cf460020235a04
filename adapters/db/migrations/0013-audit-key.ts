import { type Kysely, sql } from 'kysely';

/**
 * 0013 — the audit chain becomes keyed (HMAC with AUDIT_KEY). Entries already written were
 * hashed without a key and cannot be re-keyed without trusting them blindly, so they stay as they
 * are and keep verifying as plain hashes; `keyed_from_seq` records where keyed entries start (the
 * next seq at the time of this migration; 1 on a new database). `key_check` seals that boundary
 * with the key; the first keyed append writes it. Released: never edit.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('audit_head')
    .addColumn('keyed_from_seq', 'bigint', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('audit_head').addColumn('key_check', 'text').execute();
  await sql`update audit_head set keyed_from_seq = seq + 1`.execute(db);
}

export const migration0013 = { up };
