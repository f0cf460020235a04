import { col } from '../columns';

/**
 * Saved favourite filters (spec §7 "favourite filters (name, value list of label/value)"), one
 * row per (user, name) — a unique index the upsert of `save` targets. `filter_values` is the
 * canonical JSON of the label/value list (`values` is a reserved word in SQL).
 */
export const favouriteFilterTables = {
  favourite_filters: {
    id: col.id(),
    user_id: col.text(),
    name: col.text(),
    filter_values: col.json(),
    created_at: col.timestamp(),
    updated_at: col.timestamp(),
  },
} as const;
