import { col } from '../db/columns';

/** Refunds of the test-mode payment provider, at most one per payment (migration 0010). */
export const refundTables = {
  test_mode_refunds: {
    payment_id: col.text({ primaryKey: true }),
    refund_id: col.text(),
    created_at: col.timestamp(),
  },
} as const;
