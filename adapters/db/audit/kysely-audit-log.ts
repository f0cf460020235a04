import type { Kysely, Selectable } from 'kysely';
import type { AuditLog, TradeEvent } from '../../../core/audit/audit-log';
import { canonicalJson } from '../../../core/format/canonical-json';
import { insertValues } from '../bulk-rows';
import type { DialectName } from '../dialect';
import type { Database } from '../schema';
import { AUDIT_GAP_TYPE, type AuditEntry } from './audit-hash';

const COLUMNS = ['type', 'actor_id', 'subject_id', 'at', 'data'];

/**
 * `AuditLog` on Kysely. `append` and `appendMany` insert the entries in the writer's transaction
 * and nothing else: the database numbers them (`seq`, an identity on PostgreSQL, the rowid on
 * SQLite — in the order given), no row is read or locked, so concurrent writers never wait for
 * each other here. The entries are not linked into the hash chain yet: the sealer
 * (`audit-sealer.ts`) does that in seq order moments after they commit; entries of a transaction
 * that rolls back are never seen by anyone. Build it on a unit of work's transaction handle.
 */
export function kyselyAuditLog(db: Kysely<Database>, _dialect?: DialectName): AuditLog {
  async function appendAll(events: readonly TradeEvent[]): Promise<void> {
    if (events.length === 0) return;
    const rows = events.map((e) => [e.type, e.actorId, e.subjectId, e.at, canonicalJson(e.data)]);
    await insertValues(db, 'audit_log', COLUMNS, rows);
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

/**
 * Trade events in seq order after `afterSeq` (for reading the log page by page), sealed or not;
 * the sealer's records of unused sequence numbers are left out.
 */
export async function listAuditEntries(
  db: Kysely<Database>,
  options: { readonly afterSeq?: number; readonly limit?: number } = {},
): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('seq', '>', options.afterSeq ?? 0)
    .where('type', '<>', AUDIT_GAP_TYPE)
    .orderBy('seq')
    .limit(options.limit ?? 1000)
    .execute();
  return rows.map(rowToEntry);
}
