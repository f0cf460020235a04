import { col } from '../columns';

/**
 * A person's postal addresses (migration 0005), the table of `core/accounts/profile/`; the rest
 * of the profile is the person's `users` row (`auth/user-tables.ts`). Listed per person in the
 * order they were added (`addresses_user_idx`).
 */
export const profileTables = {
  addresses: {
    id: col.id(),
    user_id: col.text(),
    label: col.text({ nullable: true }),
    line1: col.text(),
    line2: col.text({ nullable: true }),
    city: col.text(),
    state: col.text(),
    postal_code: col.text(),
    country: col.text(),
    created_at: col.timestamp(),
    updated_at: col.timestamp(),
  },
} as const;
