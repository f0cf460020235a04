import type { Kysely, Migration } from 'kysely';
import { col, createTable } from './kit/columns-0018';

/**
 * 0016 — the per-client attempt windows of the sign-in and OTP calls move from one process's
 * memory into the database (`client_attempt_windows`), so every server process behind a load
 * balancer counts against the same limit. The per-account throttle keeps using
 * `login_attempts` (now also holding `known:<account>@<source>` markers). Released: never edit.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'client_attempt_windows', {
    client_key: col.id(),
    window_started_at: col.timestamp(),
    attempts: col.integer(),
  }).execute();
  await db.schema
    .createIndex('client_attempt_windows_started_idx')
    .on('client_attempt_windows')
    .column('window_started_at')
    .execute();
}

export const migration0016: Migration = { up };
