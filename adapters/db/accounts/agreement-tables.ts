import { col } from '../columns';

/**
 * Credentials with their shares, contracts, and the assets for hire with their reservations
 * (migration 0005). Attributes, signatures and availability are canonical JSON: each is read
 * and written whole with its row. Asset search compares lower-cased copies of model and city
 * (lower-cased in code, so both databases agree on every script).
 */
export const agreementTables = {
  credentials: {
    id: col.id(),
    holder_id: col.text(),
    issuer_id: col.text(),
    type_name: col.text(),
    /** JSON array of `{attrName, userValue}`, in order. */
    attributes: col.json(),
    status: col.text(),
    created_at: col.timestamp(),
    updated_at: col.timestamp(),
  },
  credential_shares: {
    id: col.id(),
    holder_id: col.text(),
    requester_id: col.text(),
    type_name: col.text(),
    credential_id: col.text({ nullable: true, references: 'credentials.id' }),
    status: col.text(),
    created_at: col.timestamp(),
    updated_at: col.timestamp(),
  },
  contracts: {
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
    /** JSON array of `{userId, signedAt}`, in signing order. */
    signatures: col.json(),
    version: col.integer(),
    created_at: col.timestamp(),
    updated_at: col.timestamp(),
  },
  assets: {
    id: col.id(),
    owner_user_id: col.text(),
    type: col.text(),
    model: col.text(),
    model_key: col.text(),
    city: col.text(),
    city_key: col.text(),
    daily_rate: col.money(),
    /** JSON array of `{from, to}` day ranges. */
    availability: col.json(),
    created_at: col.timestamp(),
  },
  reservations: {
    id: col.id(),
    asset_id: col.text({ references: 'assets.id', onDelete: 'cascade' }),
    owner_user_id: col.text(),
    hirer_id: col.text(),
    /** Inclusive `yyyy-mm-dd` days (`from`/`to` are reserved words). */
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
  },
} as const;
