import type { Kysely, Migration } from 'kysely';

/**
 * 0012 — leases on idempotency keys: the attempt running a request holds the key by a `claim`
 * token until `lease_until`; a crashed attempt's lease runs out so a retry can take the key over,
 * and only the holder of the claim can record the answer. Nullable: rows from before carry none
 * (and count as expired while unanswered). Released: never edit.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('claim', 'text').execute();
  await db.schema.alterTable('idempotency_keys').addColumn('lease_until', 'text').execute();
}

export const migration0012: Migration = { up };
