import { col } from '../columns';

/**
 * What the marketing site's forms leave (migration 0005), the tables of
 * `core/accounts/marketing/`: contact messages and leads, each listed newest first by its
 * (created_at, id) index. A visitor need not be signed in, so `user_id` may be null.
 */
export const marketingTables = {
  contact_messages: {
    id: col.id(),
    user_id: col.text({ nullable: true }),
    name: col.text(),
    mobile: col.text({ nullable: true }),
    details: col.text({ nullable: true }),
    email: col.text(),
    know_through: col.text(),
    created_at: col.timestamp(),
  },
  leads: {
    id: col.id(),
    user_id: col.text({ nullable: true }),
    name: col.text({ nullable: true }),
    mobile: col.text({ nullable: true }),
    details: col.text({ nullable: true }),
    email: col.text({ nullable: true }),
    /** spec `option` (a reserved word in some SQL). */
    lead_option: col.text(),
    created_at: col.timestamp(),
  },
} as const;
