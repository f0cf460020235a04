import { col } from '../columns';

/**
 * Businesses and who belongs to them, the tables of `core/accounts/businesses/`: the businesses
 * and their members (migration 0004, read and created at sign-up by the auth area too), the
 * platform admin's approvals (0005) and the invitations to join (0010). A membership is keyed
 * by (business, member) and an approval by its business, so neither is recorded twice; an
 * invitation is one row per business and email (a unique index), reopened when invited again.
 */
export const businessTables = {
  businesses: {
    id: col.id(),
    name: col.text(),
    type: col.text(),
    category: col.text(),
    owner_user_id: col.text(),
    ecosystem_id: col.text({ nullable: true }),
    created_at: col.timestamp(),
  },
  business_members: {
    business_id: col.text({ references: 'businesses.id', onDelete: 'cascade' }),
    user_id: col.text(),
    role: col.text(),
    created_at: col.timestamp(),
  },
  business_approvals: {
    /** One approval per business. */
    business_id: col.id({ references: 'businesses.id', onDelete: 'cascade' }),
    approved_by: col.text(),
    approved_at: col.timestamp(),
  },
  /** The business admin names an email and a role; the person with that email accepts or declines. */
  business_invitations: {
    id: col.id(),
    business_id: col.text({ references: 'businesses.id', onDelete: 'cascade' }),
    /** Lower-cased. */
    email: col.text(),
    role: col.text(),
    invited_by: col.text(),
    /** pending, accepted, declined. */
    status: col.text(),
    created_at: col.timestamp(),
    decided_at: col.timestamp({ nullable: true }),
  },
} as const;
