import type { Kysely, Migration } from 'kysely';
import { col, createTable } from './kit/columns-0018';

/**
 * 0005 — the account area: addresses, business approvals, ecosystem participants, members'
 * route configurations, contact messages and leads; wallets, personas, rewards and credit
 * transactions; credentials and shares, contracts, assets and reservations.
 * Released: never edit; change the schema with a new migration.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  const index = (name: string, table: string, columns: string[], unique = false) => {
    const builder = db.schema.createIndex(name).on(table).columns(columns);
    return (unique ? builder.unique() : builder).execute();
  };
  const t = (name: string, columns: Parameters<typeof createTable>[2], primaryKey?: string[]) =>
    createTable(db, name, columns, primaryKey ? { primaryKey } : {}).execute();

  await t('addresses', {
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
  });
  await index('addresses_user_idx', 'addresses', ['user_id', 'created_at']);
  await t('business_approvals', {
    business_id: col.id({ references: 'businesses.id', onDelete: 'cascade' }),
    approved_by: col.text(),
    approved_at: col.timestamp(),
  });
  await t(
    'ecosystem_participants',
    {
      ecosystem_id: col.text({ references: 'ecosystems.id', onDelete: 'cascade' }),
      side: col.text(),
      business_id: col.text({ references: 'businesses.id', onDelete: 'cascade' }),
      kind: col.text(),
      added_by: col.text(),
      added_at: col.timestamp(),
    },
    ['ecosystem_id', 'side', 'business_id'],
  );
  await t(
    'member_route_configs',
    {
      business_id: col.text({ references: 'businesses.id', onDelete: 'cascade' }),
      user_id: col.text(),
      read_only_paths: col.json(),
      updated_by: col.text(),
      updated_at: col.timestamp(),
    },
    ['business_id', 'user_id'],
  );
  await t('contact_messages', {
    id: col.id(),
    user_id: col.text({ nullable: true }),
    name: col.text(),
    mobile: col.text({ nullable: true }),
    details: col.text({ nullable: true }),
    email: col.text(),
    know_through: col.text(),
    created_at: col.timestamp(),
  });
  await index('contact_messages_created_idx', 'contact_messages', ['created_at', 'id']);
  await t('leads', {
    id: col.id(),
    user_id: col.text({ nullable: true }),
    name: col.text({ nullable: true }),
    mobile: col.text({ nullable: true }),
    details: col.text({ nullable: true }),
    email: col.text({ nullable: true }),
    lead_option: col.text(),
    created_at: col.timestamp(),
  });
  await index('leads_created_idx', 'leads', ['created_at', 'id']);

  await t('wallets', {
    id: col.id(),
    owner_user_id: col.text(),
    role: col.text(),
    created_at: col.timestamp(),
  });
  await index('wallets_owner_key', 'wallets', ['owner_user_id'], true);
  await t('wallet_personas', {
    id: col.id(),
    wallet_id: col.text({ references: 'wallets.id', onDelete: 'cascade' }),
    persona_type_id: col.text(),
    type_name: col.text(),
    status: col.text(),
    via_ubargain: col.integer(),
    onboarded_at: col.timestamp(),
    decided_by: col.text({ nullable: true }),
    decided_at: col.timestamp({ nullable: true }),
  });
  await index('wallet_personas_type_key', 'wallet_personas', ['wallet_id', 'persona_type_id'], true);
  await index('wallet_personas_status_idx', 'wallet_personas', ['status', 'onboarded_at']);
  await t('rewards', {
    id: col.id(),
    user_id: col.text(),
    kind: col.text(),
    referred_user_id: col.text(),
    credits: col.integer(),
    status: col.text(),
    created_at: col.timestamp(),
    updated_at: col.timestamp(),
  });
  await index('rewards_referred_key', 'rewards', ['referred_user_id'], true);
  await index('rewards_user_idx', 'rewards', ['user_id', 'created_at']);
  await index('rewards_status_idx', 'rewards', ['status', 'created_at']);
  await t('credit_transactions', {
    id: col.id(),
    wallet_id: col.text({ references: 'wallets.id', onDelete: 'cascade' }),
    credits: col.integer(),
    kind: col.text(),
    reward_id: col.text({ references: 'rewards.id' }),
    created_at: col.timestamp(),
  });
  await index('credit_transactions_reward_key', 'credit_transactions', ['reward_id'], true);
  await index('credit_transactions_wallet_idx', 'credit_transactions', ['wallet_id', 'created_at']);

  await t('credentials', {
    id: col.id(),
    holder_id: col.text(),
    issuer_id: col.text(),
    type_name: col.text(),
    attributes: col.json(),
    status: col.text(),
    created_at: col.timestamp(),
    updated_at: col.timestamp(),
  });
  await index('credentials_holder_idx', 'credentials', ['holder_id', 'created_at']);
  await index('credentials_issuer_idx', 'credentials', ['issuer_id', 'created_at']);
  await t('credential_shares', {
    id: col.id(),
    holder_id: col.text(),
    requester_id: col.text(),
    type_name: col.text(),
    credential_id: col.text({ nullable: true, references: 'credentials.id' }),
    status: col.text(),
    created_at: col.timestamp(),
    updated_at: col.timestamp(),
  });
  await index('credential_shares_holder_idx', 'credential_shares', ['holder_id', 'created_at']);
  await index('credential_shares_requester_idx', 'credential_shares', ['requester_id', 'created_at']);
  await index('credential_shares_credential_idx', 'credential_shares', ['credential_id', 'requester_id']);
  await t('contracts', {
    id: col.id(),
    title: col.text(),
    agreement_type: col.text(),
    terms: col.text(),
    creator_id: col.text(),
    counterparty_id: col.text(),
    e_stamp: col.integer(),
    stamp_duty_state: col.text({ nullable: true }),
    stamp_duty_amount: col.money({ nullable: true }),
    stamp_duty_payment_id: col.text({ nullable: true }),
    status: col.text(),
    signatures: col.json(),
    version: col.integer(),
    created_at: col.timestamp(),
    updated_at: col.timestamp(),
  });
  await index('contracts_creator_idx', 'contracts', ['creator_id', 'updated_at']);
  await index('contracts_counterparty_idx', 'contracts', ['counterparty_id', 'updated_at']);

  await t('assets', {
    id: col.id(),
    owner_user_id: col.text(),
    type: col.text(),
    model: col.text(),
    model_key: col.text(),
    city: col.text(),
    city_key: col.text(),
    daily_rate: col.money(),
    availability: col.json(),
    created_at: col.timestamp(),
  });
  await index('assets_search_idx', 'assets', ['type', 'model_key', 'created_at']);
  await t('reservations', {
    id: col.id(),
    asset_id: col.text({ references: 'assets.id', onDelete: 'cascade' }),
    owner_user_id: col.text(),
    hirer_id: col.text(),
    from_day: col.date(),
    to_day: col.date(),
    days: col.integer(),
    amount: col.money(),
    purpose: col.text(),
    status: col.text(),
    hold_expires_at: col.timestamp(),
    payment_id: col.text({ nullable: true }),
    created_at: col.timestamp(),
    updated_at: col.timestamp(),
  });
  // Overlap checks: one asset's reservations by first day.
  await index('reservations_asset_idx', 'reservations', ['asset_id', 'from_day']);
  await index('reservations_hirer_idx', 'reservations', ['hirer_id', 'created_at']);
  await index('reservations_owner_idx', 'reservations', ['owner_user_id', 'created_at']);
}

export const migration0005: Migration = { up };
