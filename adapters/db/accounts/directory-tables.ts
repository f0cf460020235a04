import { col } from '../columns';

/**
 * The account area's tables around people and businesses (migration 0005, see `schema.ts`):
 * postal addresses, platform-admin approvals of businesses, ecosystem participants, the UI
 * permissions a business admin sets per member, the flags the platform admin sets per person
 * (0017), and the marketing site's contact messages and leads. Businesses, members, ecosystems and users themselves are the auth area's rows (0004).
 */
export const directoryTables = {
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
  business_approvals: {
    /** One approval per business. */
    business_id: col.id({ references: 'businesses.id', onDelete: 'cascade' }),
    approved_by: col.text(),
    approved_at: col.timestamp(),
  },
  ecosystem_participants: {
    ecosystem_id: col.text({ references: 'ecosystems.id', onDelete: 'cascade' }),
    side: col.text(),
    business_id: col.text({ references: 'businesses.id', onDelete: 'cascade' }),
    kind: col.text(),
    added_by: col.text(),
    added_at: col.timestamp(),
  },
  member_route_configs: {
    business_id: col.text({ references: 'businesses.id', onDelete: 'cascade' }),
    user_id: col.text(),
    /** JSON array of the member's read-only paths. */
    read_only_paths: col.json(),
    updated_by: col.text(),
    updated_at: col.timestamp(),
  },
  /** The default-user flag and persona check the platform admin sets per person (migration 0017). */
  user_route_settings: {
    user_id: col.id({ references: 'users.id', onDelete: 'cascade' }),
    /** 1 when set: the person trades as a lender. */
    default_user: col.integer(),
    /** 1 when set: Import Loan Files is offered. */
    persona_check: col.integer(),
    updated_by: col.text(),
    updated_at: col.timestamp(),
  },
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
