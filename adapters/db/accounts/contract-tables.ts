import { col } from '../columns';

/**
 * Legal agreements between two people (migration 0005), the table of `core/accounts/agreements/`.
 * The signatures are canonical JSON, read and written whole with the row; `version` counts the
 * changes, so a change made against an older version is refused.
 */
export const contractTables = {
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
} as const;
