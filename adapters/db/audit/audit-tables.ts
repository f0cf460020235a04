import { col } from '../columns';

/**
 * The audit tables as the code expects them now (see `schema.ts`). `audit_log` holds the entries:
 * a writer inserts one with its `seq` from the database (migration 0020) and no hashes; the
 * sealer (`audit-sealer.ts`) links it into the hash chain moments later, filling `prev_hash` and
 * `hash`. `audit_head` is the one-row sealed head (last sealed seq and hash), which only the
 * sealer moves — writers never read or lock it — and which `verifyAuditChain` compares with the
 * last sealed entry. Hashes are keyed with the audit key (`audit-key.ts`) from `keyed_from_seq` on.
 */
export const auditTables = {
  audit_log: {
    seq: col.sequence(),
    type: col.text(),
    actor_id: col.text(),
    subject_id: col.text(),
    at: col.timestamp(),
    /** Canonical JSON of the event's data. */
    data: col.json(),
    /** Null until sealed. */
    prev_hash: col.text({ nullable: true }),
    /** Null until sealed. */
    hash: col.text({ nullable: true }),
  },
  audit_head: {
    id: col.integer({ primaryKey: true }),
    seq: col.bigint(),
    hash: col.text(),
    /** Entries from this seq on are HMAC-keyed; earlier ones predate the key (migration 0013). */
    keyed_from_seq: col.bigint({ defaultTo: 1 }),
    /** `keyStartCheck(key, keyed_from_seq)`, written when the chain became keyed. */
    key_check: col.text({ nullable: true }),
    /** `headCheck(key, seq, hash)`, written by every seal (and the migrator, after 0020). */
    head_check: col.text({ nullable: true }),
  },
} as const;
