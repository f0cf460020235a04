import type { Kysely, Migration } from 'kysely';
import { col, createTable } from './kit/columns-0018';

/**
 * 0004 — accounts, businesses and members, ecosystems, tenants; OTPs, failed-login counters,
 * sessions with refresh tokens, single sign-on codes and pending social registrations.
 * Released: never edit; change the schema with a new migration.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  const index = (name: string, table: string, columns: string[], unique = false) => {
    const builder = db.schema.createIndex(name).on(table).columns(columns);
    return (unique ? builder.unique() : builder).execute();
  };

  await createTable(db, 'users', {
    id: col.id(),
    first_name: col.text(),
    last_name: col.text(),
    email: col.text({ nullable: true }),
    mobile_country_code: col.text({ nullable: true }),
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
  }).execute();
  // NULLs never clash (both databases): accounts without email or mobile are many.
  await index('users_email_key', 'users', ['email'], true);
  // Unique whatever the country code: a bare 10-digit login names one account.
  await index('users_mobile_number_key', 'users', ['mobile_number'], true);
  await index('users_referral_code_key', 'users', ['referral_code'], true);

  await createTable(db, 'businesses', {
    id: col.id(),
    name: col.text(),
    type: col.text(),
    category: col.text(),
    owner_user_id: col.text(),
    ecosystem_id: col.text({ nullable: true }),
    created_at: col.timestamp(),
  }).execute();
  await index('businesses_created_idx', 'businesses', ['created_at', 'id']);
  await createTable(
    db,
    'business_members',
    {
      business_id: col.text({ references: 'businesses.id', onDelete: 'cascade' }),
      user_id: col.text(),
      role: col.text(),
      created_at: col.timestamp(),
    },
    { primaryKey: ['business_id', 'user_id'] },
  ).execute();
  await index('business_members_user_idx', 'business_members', ['user_id', 'created_at']);

  await createTable(db, 'ecosystems', {
    id: col.id(),
    name: col.text(),
    uri: col.text(),
    url: col.text(),
    profile_pic: col.text({ nullable: true }),
    banner_pics: col.json(),
    redirect_uris: col.json(),
    owner_user_id: col.text({ nullable: true }),
  }).execute();
  await index('ecosystems_url_key', 'ecosystems', ['url'], true);
  await createTable(db, 'tenants', { id: col.id(), name: col.text(), config: col.json() }).execute();
  await createTable(db, 'tenant_hostnames', {
    hostname: col.id(),
    tenant_id: col.text({ references: 'tenants.id', onDelete: 'cascade' }),
    position: col.integer(),
  }).execute();
  await index('tenant_hostnames_tenant_idx', 'tenant_hostnames', ['tenant_id', 'position']);

  await createTable(db, 'otps', {
    id: col.id(),
    purpose: col.text(),
    subject: col.text(),
    destination: col.text(),
    channel: col.text(),
    code_mac: col.text(),
    delivered: col.integer(),
    context: col.json(),
    created_at: col.timestamp(),
    expires_at: col.timestamp(),
    tries: col.integer(),
    consumed_at: col.timestamp({ nullable: true }),
  }).execute();
  // `latest(purpose, subject)` and the send limits' `countIssuedAfter(subject, after)`.
  await index('otps_purpose_subject_idx', 'otps', ['purpose', 'subject', 'created_at']);
  await index('otps_subject_idx', 'otps', ['subject', 'created_at']);
  await index('otps_expires_idx', 'otps', ['expires_at']);

  await createTable(db, 'login_attempts', {
    attempt_key: col.id(),
    failures: col.integer(),
    window_started_at: col.timestamp(),
    locked_until: col.timestamp({ nullable: true }),
    version: col.integer(),
  }).execute();

  await createTable(db, 'sessions', {
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
  }).execute();
  await index('sessions_user_idx', 'sessions', ['user_id']);
  await createTable(db, 'refresh_tokens', {
    hash: col.id(),
    session_id: col.text({ references: 'sessions.id', onDelete: 'cascade' }),
    user_id: col.text(),
    issued_at: col.timestamp(),
    expires_at: col.timestamp(),
    used_at: col.timestamp({ nullable: true }),
  }).execute();
  await index('refresh_tokens_session_idx', 'refresh_tokens', ['session_id']);

  await createTable(db, 'sso_codes', {
    hash: col.id(),
    ecosystem_id: col.text(),
    redirect_uri: col.text(),
    user_id: col.text(),
    source_session_id: col.text(),
    created_at: col.timestamp(),
    expires_at: col.timestamp(),
    redeemed_at: col.timestamp({ nullable: true }),
    redeemed_session_id: col.text({ nullable: true }),
  }).execute();
  await index('sso_codes_expires_idx', 'sso_codes', ['expires_at']);
  await createTable(db, 'social_registrations', {
    key_hash: col.id(),
    provider: col.text(),
    provider_user_id: col.text(),
    email: col.text({ nullable: true }),
    first_name: col.text(),
    last_name: col.text(),
    created_at: col.timestamp(),
    expires_at: col.timestamp(),
    consumed_at: col.timestamp({ nullable: true }),
  }).execute();
  await index('social_registrations_expires_idx', 'social_registrations', ['expires_at']);
}

export const migration0004: Migration = { up };
