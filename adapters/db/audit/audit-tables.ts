import { col } from '../columns';

/**
 * The audit tables as the code expects them now (see `schema.ts`). `audit_log` is the hash
 * chain; `audit_head` is its one-row head (last seq and hash): appenders lock it, which
 * serialises appends, and `verifyAuditChain` compares it with the last entry, which detects
 * entries removed from the end. Hashes are keyed with the audit key (`audit-key.ts`) from
 * `keyed_from_seq` on.
 */
export const auditTables = {
  audit_log: {
    seq: col.bigint({ primaryKey: true }),
    type: col.text(),
    actor_id: col.text(),
    subject_id: col.text(),
    at: col.timestamp(),
    /** Canonical JSON of the event's data. */
    data: col.json(),
    prev_hash: col.text(),
    hash: col.text(),
  },
  audit_head: {
    id: col.integer({ primaryKey: true }),
    seq: col.bigint(),
    hash: col.text(),
    /** Entries from this seq on are HMAC-keyed; earlier ones predate the key (migration 0013). */
    keyed_from_seq: col.bigint({ defaultTo: 1 }),
    /** `keyStartCheck(key, keyed_from_seq)`, written by the first keyed append. */
    key_check: col.text({ nullable: true }),
  },
} as const;
