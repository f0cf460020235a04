import { col } from '../columns';

/**
 * Who is on the platform (migration 0004, see `schema.ts`): accounts, businesses and their
 * members, partner ecosystems and tenants. The auth area reads and creates them; the account
 * area manages them further over the same rows.
 *
 * Accounts are unique by email, by the 10-digit mobile number whatever its country code (spec
 * choice in core/auth/README.md) and by referral code — unique indexes, so a race between two
 * sign-ups cannot make a second account. No foreign keys to `users`: sessions, members and
 * tokens name a user id the way the ports do, and the use cases check that it exists.
 */
export const identityTables = {
  users: {
    id: col.id(),
    first_name: col.text(),
    last_name: col.text(),
    /** Lower-cased; unique when set. */
    email: col.text({ nullable: true }),
    mobile_country_code: col.text({ nullable: true }),
    /** 10 digits; unique when set. */
    mobile_number: col.text({ nullable: true }),
    password_hash: col.text({ nullable: true }),
    role: col.text(),
    registered_as: col.text(),
    referral_code: col.text(),
    referred_by: col.text({ nullable: true }),
    ecosystem_id: col.text({ nullable: true }),
    persona_id: col.text({ nullable: true }),
    wallet: col.text({ nullable: true }),
    adult_confirmed_at: col.timestamp({ nullable: true }),
    created_at: col.timestamp(),
    /** Migration 0014: when the email / mobile number was last proven by an OTP; null: never. */
    email_verified_at: col.timestamp({ nullable: true }),
    mobile_verified_at: col.timestamp({ nullable: true }),
  },
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
  tenants: {
    id: col.id(),
    name: col.text(),
    /** The `TenantConfig` as canonical JSON. */
    config: col.json(),
  },
  tenant_hostnames: {
    /** Normalised (`normalizeHostname`); a hostname shows one tenant. */
    hostname: col.id(),
    tenant_id: col.text({ references: 'tenants.id', onDelete: 'cascade' }),
    /** Place in the tenant's list, so it reads back in the order it was given. */
    position: col.integer(),
  },
} as const;
