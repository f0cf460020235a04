import { col } from '../columns';

/**
 * Partner ecosystems and the businesses on their sides, the tables of
 * `core/accounts/ecosystems/`: the ecosystems (migration 0004, approval and client secret
 * 0010; the auth area reads them for single sign-on) and their participants (0005). An
 * ecosystem is unique by its normalised url; a participant is keyed by (ecosystem, side,
 * business), so a business is on one side of an ecosystem once.
 */
export const ecosystemTables = {
  ecosystems: {
    id: col.id(),
    name: col.text(),
    uri: col.text(),
    /** Normalised (`normalizeEcosystemUrl`); unique. */
    url: col.text(),
    profile_pic: col.text({ nullable: true }),
    /** JSON array of strings, in order. */
    banner_pics: col.json(),
    /** JSON array of the exact redirect URIs registered for single sign-on. */
    redirect_uris: col.json(),
    owner_user_id: col.text({ nullable: true }),
    /** Migration 0010: set by the platform admin's approval; until then no sign-on redirect counts. */
    approved_at: col.timestamp({ nullable: true }),
    approved_by: col.text({ nullable: true }),
    /** SHA-256 of the client secret (migration 0010). */
    client_secret_hash: col.text({ nullable: true }),
  },
  ecosystem_participants: {
    ecosystem_id: col.text({ references: 'ecosystems.id', onDelete: 'cascade' }),
    side: col.text(),
    business_id: col.text({ references: 'businesses.id', onDelete: 'cascade' }),
    kind: col.text(),
    added_by: col.text(),
    added_at: col.timestamp(),
  },
} as const;
