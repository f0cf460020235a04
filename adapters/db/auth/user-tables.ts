import { col } from '../columns';

/**
 * Who is on the platform (migration 0004, verification times 0014): the accounts the auth area
 * signs up and signs in, which the account area manages further over the same rows (profile,
 * route settings). Businesses, ecosystems and tenants are the account area's tables
 * (`accounts/business-tables.ts`, `ecosystem-tables.ts`, `tenant-tables.ts`).
 *
 * Accounts are unique by email, by the 10-digit mobile number whatever its country code (spec
 * choice in core/auth/README.md) and by referral code — unique indexes, so a race between two
 * sign-ups cannot make a second account. Sessions, members and tokens hold no foreign key to
 * `users`: they name a user id the way the ports do, and the use cases check that it exists.
 */
export const userTables = {
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
} as const;
