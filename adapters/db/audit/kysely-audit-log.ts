import type { Kysely, Selectable } from 'kysely';
import type { AuditLog, TradeEvent } from '../../../core/audit/audit-log';
import { insertRows } from '../bulk-rows';
import { type DialectName, forUpdate } from '../dialect';
import type { Database } from '../schema';
import { type AuditEntry, entryHash } from './audit-hash';
import { auditKeyOf, keyStartCheck } from './audit-key';
import { canonicalJson } from './canonical-json';

/**
 * `AuditLog` on Kysely with a keyed hash chain (HMAC with the connection's audit key). `append`
 * and `appendMany` lock the one-row `audit_head` (PostgreSQL: `FOR UPDATE`, which makes
 * concurrent appenders wait for each other's commit; SQLite: the immediate transaction already
 * excludes other writers), link the new entries to the head's hash one after the other, insert
 * them in one statement and move the head once — so the chain never forks, and `seq` has no gaps.
 * Build it on a unit of work's transaction handle.
 */
export function kyselyAuditLog(db: Kysely<Database>, dialect: DialectName): AuditLog {
  async function appendAll(events: readonly TradeEvent[]): Promise<void> {
    if (events.length === 0) return;
    const head = await db
      .selectFrom('audit_head')
      .select(['seq', 'hash', 'keyed_from_seq', 'key_check'])
      .where('id', '=', 1)
      .$call(forUpdate(dialect))
      .executeTakeFirstOrThrow();
    const key = auditKeyOf(db);
    // The seal is written when the chain became keyed (adapters/db/migrator.ts); a head
    // without one, or with one the key does not make, was tampered with — write nothing after it.
    if (head.key_check !== keyStartCheck(key, head.keyed_from_seq))
      throw new Error('The audit head is not sealed with this audit key; run `ispz audit verify`.');
    let seq = Number(head.seq);
    let prev = head.hash;
    const rows = events.map((event) => {
      seq += 1;
      const entry: AuditEntry = { ...event, seq };
      const hash = entryHash(prev, entry, seq >= head.keyed_from_seq ? key : null);
      const row = {
        seq,
        type: event.type,
        actor_id: event.actorId,
        subject_id: event.subjectId,
        at: event.at,
      };
      const linked = { ...row, data: canonicalJson(event.data), prev_hash: prev, hash };
      prev = hash;
      return linked;
    });
    await insertRows(db, 'audit_log', rows);
    await db.updateTable('audit_head').set({ seq, hash: prev }).where('id', '=', 1).execute();
  }
  return { append: (event) => appendAll([event]), appendMany: appendAll };
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
