import { col } from '../columns';

/**
 * Invitations to join a business (migration 0010): the business admin names an email and a
 * role, the person with that email accepts or declines. One row per business and email (a
 * unique index), reopened when invited again.
 */
export const invitationTables = {
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
