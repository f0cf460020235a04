import type { Kysely, Migration } from 'kysely';
import { col, createTable } from './kit/columns-0018';

/**
 * 0017 — the route configuration the platform admin sets per person (spec §6): the default-user
 * flag, which makes the person trade as a lender, and the persona check, which offers Import
 * Loan Files. One row per person, removed with the account; no row means both are off.
 * Released: never edit; change the schema with a new migration.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'user_route_settings', {
    user_id: col.id({ references: 'users.id', onDelete: 'cascade' }),
    default_user: col.integer(),
    persona_check: col.integer(),
    updated_by: col.text(),
    updated_at: col.timestamp(),
  }).execute();
}

export const migration0017: Migration = { up };
