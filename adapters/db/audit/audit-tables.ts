import { col } from '../columns';

/**
 * The audit tables as the code expects them now (see `schema.ts`). `audit_log` is the hash
 * chain; `audit_head` is its one-row head (last seq and hash): appenders lock it, which
 * serialises appends, and `verifyAuditChain` compares it with the last entry, which detects
 * entries removed from the end.
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
  },
} as const;
