import type { Kysely, Selectable } from 'kysely';
import type { AuditLog, TradeEvent } from '../../../core/audit/audit-log';
import { type DialectName, forUpdate } from '../dialect';
import type { Database } from '../schema';
import { type AuditEntry, entryHash } from './audit-hash';
import { auditKeyOf, keyStartCheck } from './audit-key';
import { canonicalJson } from './canonical-json';

/**
 * `AuditLog` on Kysely with a keyed hash chain (HMAC with the connection's audit key). `append` locks the one-row `audit_head` (PostgreSQL:
 * `FOR UPDATE`, which makes concurrent appenders wait for each other's commit; SQLite: the
 * immediate transaction already excludes other writers), links the new entry to the head's hash
 * and moves the head — so the chain never forks, and `seq` has no gaps. Build it on a unit of
 * work's transaction handle.
 */
export function kyselyAuditLog(db: Kysely<Database>, dialect: DialectName): AuditLog {
  return {
    async append(event) {
      const head = await db
        .selectFrom('audit_head')
        .select(['seq', 'hash', 'keyed_from_seq', 'key_check'])
        .where('id', '=', 1)
        .$call(forUpdate(dialect))
        .executeTakeFirstOrThrow();
      const entry: AuditEntry = { ...event, seq: head.seq + 1 };
      const key = auditKeyOf(db);
      const hash = entryHash(head.hash, entry, entry.seq >= head.keyed_from_seq ? key : null);
      await db
        .insertInto('audit_log')
        .values({
          seq: entry.seq,
          type: event.type,
          actor_id: event.actorId,
          subject_id: event.subjectId,
          at: event.at,
          data: canonicalJson(event.data),
          prev_hash: head.hash,
          hash,
        })
        .execute();
      // The seal is written when the chain became keyed (adapters/db/migrator.ts); a head
      // without one, or with one the key does not make, was tampered with — write nothing after it.
      if (head.key_check !== keyStartCheck(key, head.keyed_from_seq))
        throw new Error('The audit head is not sealed with this audit key; run `ispz audit verify`.');
      await db.updateTable('audit_head').set({ seq: entry.seq, hash }).where('id', '=', 1).execute();
    },
  };
}

export type AuditRow = Selectable<Database['audit_log']>;

/** The entry a row records (its data parsed back from canonical JSON). */
export function rowToEntry(row: AuditRow): AuditEntry {
  return {
    seq: row.seq,
    type: row.type as TradeEvent['type'],
    actorId: row.actor_id,
    subjectId: row.subject_id,
    at: row.at,
    data: JSON.parse(row.data) as TradeEvent['data'],
  };
}

/** Entries in chain order after `afterSeq` (for reading the log page by page). */
export async function listAuditEntries(
  db: Kysely<Database>,
  options: { readonly afterSeq?: number; readonly limit?: number } = {},
): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('seq', '>', options.afterSeq ?? 0)
    .orderBy('seq')
    .limit(options.limit ?? 1000)
    .execute();
  return rows.map(rowToEntry);
}
