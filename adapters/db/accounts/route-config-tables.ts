import { col } from '../columns';

/**
 * Route configuration, the tables of `core/accounts/route-config/`: the read-only paths a
 * business admin sets per member (migration 0005, keyed by (business, member)) and the flags
 * the platform admin sets per person (0017, one row per person, removed with the account; no
 * row means both are off).
 */
export const routeConfigTables = {
  member_route_configs: {
    business_id: col.text({ references: 'businesses.id', onDelete: 'cascade' }),
    user_id: col.text(),
    /** JSON array of the member's read-only paths. */
    read_only_paths: col.json(),
    updated_by: col.text(),
    updated_at: col.timestamp(),
  },
  user_route_settings: {
    user_id: col.id({ references: 'users.id', onDelete: 'cascade' }),
    /** 1 when set: the person trades as a lender. */
    default_user: col.integer(),
    /** 1 when set: Import Loan Files is offered. */
    persona_check: col.integer(),
    updated_by: col.text(),
    updated_at: col.timestamp(),
  },
} as const;
