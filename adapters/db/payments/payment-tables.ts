import { col } from '../columns';

/** Charges of the test-mode payment provider, one per idempotency key (migration 0009). */
export const paymentTables = {
  test_mode_payments: {
    idempotency_key: col.text({ primaryKey: true }),
    payment_id: col.text(),
    amount: col.money(),
    currency: col.text(),
    payer_id: col.text(),
    description: col.text(),
    created_at: col.timestamp(),
  },
} as const;
