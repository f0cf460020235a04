import { col } from '../columns';

/**
 * The tables of the test-mode payment provider (adapters/payments/test-mode-gateway.ts). They are
 * part of the one schema, so they live with it: the gateway uses the database, the database
 * knows nothing of the gateway.
 */
export const paymentTables = {
  /** Charges, one per idempotency key (migration 0009). */
  test_mode_payments: {
    idempotency_key: col.text({ primaryKey: true }),
    payment_id: col.text(),
    amount: col.money(),
    currency: col.text(),
    payer_id: col.text(),
    description: col.text(),
    created_at: col.timestamp(),
  },
  /** Refunds, at most one per payment (migration 0010). */
  test_mode_refunds: {
    payment_id: col.text({ primaryKey: true }),
    refund_id: col.text(),
    created_at: col.timestamp(),
  },
} as const;
