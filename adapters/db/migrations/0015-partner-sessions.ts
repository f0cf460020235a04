import type { Kysely, Migration } from 'kysely';

/**
 * 0015 — a session made by a partner's code exchange records the partner ecosystem
 * (`partner_ecosystem_id`), so the session can be held to what a partner may do for the person:
 * no context switch, no changes to the account. Sessions made before stay personal. Released:
 * never edit.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('partner_ecosystem_id', 'text').execute();
}

export const migration0015: Migration = { up };
