import { col } from '../columns';

/**
 * The auth area's own state (migration 0004, see `schema.ts`): issued OTPs (only their MACs),
 * failed-login counters, sessions (refresh-token families) with their refresh tokens (only
 * their SHA-256), single sign-on codes and pending social registrations (hashed too). Booleans
 * are integers 0/1 on both databases.
 */
export const authTables = {
  otps: {
    id: col.id(),
    purpose: col.text(),
    subject: col.text(),
    destination: col.text(),
    channel: col.text(),
    code_mac: col.text(),
    delivered: col.integer(),
    /** Flow data as a canonical JSON object of strings. */
    context: col.json(),
    created_at: col.timestamp(),
    expires_at: col.timestamp(),
    tries: col.integer(),
    consumed_at: col.timestamp({ nullable: true }),
  },
  /** Per-client attempt windows of the sign-in calls (migration 0016), shared by every process. */
  client_attempt_windows: {
    client_key: col.id(),
    window_started_at: col.timestamp(),
    attempts: col.integer(),
  },
  login_attempts: {
    /** `<method>:<who>`, `<method>:<who>@<source>` or `known:<who>@<source>` (core/auth/throttle.ts). */
    attempt_key: col.id(),
    failures: col.integer(),
    window_started_at: col.timestamp(),
    locked_until: col.timestamp({ nullable: true }),
    version: col.integer(),
  },
  sessions: {
    id: col.id(),
    user_id: col.text(),
    role: col.text(),
    is_business: col.integer(),
    business_id: col.text({ nullable: true }),
    user_role: col.text(),
    ecosystem_id: col.text({ nullable: true }),
    created_at: col.timestamp(),
    expires_at: col.timestamp(),
    revoked_at: col.timestamp({ nullable: true }),
    revoked_reason: col.text({ nullable: true }),
    /** Migration 0015: the ecosystem whose code exchange made the session; null for the person's own. */
    partner_ecosystem_id: col.text({ nullable: true }),
  },
  refresh_tokens: {
    hash: col.id(),
    session_id: col.text({ references: 'sessions.id', onDelete: 'cascade' }),
    user_id: col.text(),
    issued_at: col.timestamp(),
    expires_at: col.timestamp(),
    used_at: col.timestamp({ nullable: true }),
  },
  sso_codes: {
    hash: col.id(),
    ecosystem_id: col.text(),
    redirect_uri: col.text(),
    user_id: col.text(),
    source_session_id: col.text(),
    created_at: col.timestamp(),
    expires_at: col.timestamp(),
    redeemed_at: col.timestamp({ nullable: true }),
    redeemed_session_id: col.text({ nullable: true }),
  },
  social_registrations: {
    key_hash: col.id(),
    provider: col.text(),
    provider_user_id: col.text(),
    email: col.text({ nullable: true }),
    first_name: col.text(),
    last_name: col.text(),
    created_at: col.timestamp(),
    expires_at: col.timestamp(),
    consumed_at: col.timestamp({ nullable: true }),
  },
} as const;
