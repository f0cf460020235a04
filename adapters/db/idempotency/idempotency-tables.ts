import { col } from '../columns';

/**
 * Remembered answers of calls made with an `Idempotency-Key` (place_bid, transfers,
 * approvals): one row per (scope = user, key). `status` is null while the first request runs;
 * that attempt holds the key by `claim` until `lease_until` (migration 0012).
 */
export const idempotencyTables = {
  idempotency_keys: {
    scope: col.text(),
    key: col.text(),
    fingerprint: col.text(),
    status: col.integer({ nullable: true }),
    body: col.text({ nullable: true }),
    created_at: col.timestamp(),
    claim: col.text({ nullable: true }),
    lease_until: col.timestamp({ nullable: true }),
  },
} as const;
