import { col } from '../columns';

/**
 * Assets for hire and their reservations (migration 0005), the tables of
 * `core/accounts/assets/`. Availability is canonical JSON, read and written whole with its row.
 * Asset search compares lower-cased copies of model and city (lower-cased in code, so both
 * databases agree on every script).
 */
export const assetTables = {
  assets: {
    id: col.id(),
    owner_user_id: col.text(),
    type: col.text(),
    model: col.text(),
    model_key: col.text(),
    city: col.text(),
    city_key: col.text(),
    daily_rate: col.money(),
    /** JSON array of `{from, to}` day ranges. */
    availability: col.json(),
    created_at: col.timestamp(),
  },
  reservations: {
    id: col.id(),
    asset_id: col.text({ references: 'assets.id', onDelete: 'cascade' }),
    owner_user_id: col.text(),
    hirer_id: col.text(),
    /** Inclusive `yyyy-mm-dd` days (`from`/`to` are reserved words). */
    from_day: col.date(),
    to_day: col.date(),
    days: col.integer(),
    amount: col.money(),
    purpose: col.text(),
    status: col.text(),
    hold_expires_at: col.timestamp(),
    payment_id: col.text({ nullable: true }),
    created_at: col.timestamp(),
    updated_at: col.timestamp(),
  },
} as const;
