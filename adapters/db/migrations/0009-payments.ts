import type { Kysely, Migration } from 'kysely';
import { col, createTable } from './kit/columns-0018';

/** 0009 — charges of the test-mode payment provider. Released: never edit. */
async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'test_mode_payments', {
    idempotency_key: col.text({ primaryKey: true }),
    payment_id: col.text(),
    amount: col.money(),
    currency: col.text(),
    payer_id: col.text(),
    description: col.text(),
    created_at: col.timestamp(),
  }).execute();
}

export const migration0009: Migration = { up };
