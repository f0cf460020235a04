import { CompiledQuery, type Kysely, sql } from 'kysely';
import { AuditSealRefused } from '../../../core/audit/audit-chain';
import { insertRows, valuesList } from '../bulk-rows';
import { chunks } from '../chunks';
import { type DialectName, forUpdate } from '../dialect';
import type { Database } from '../schema';
import { gapRow } from './audit-gaps';
import { entryHash } from './audit-hash';
import { headCheck, keyStartCheck } from './audit-key';
import { type AuditRow, rowToEntry } from './kysely-audit-log';

/**
 * One step of the sealer, inside one transaction: links the entries after the sealed head, in
 * seq order and without skipping a number, into the hash chain, and moves the head. Everything
 * it writes commits together — a sealer that dies half-way leaves no entry half-sealed and the
 * head where it was. Only one sealer works at a time: on PostgreSQL a transaction-scoped
 * advisory lock (a second sealer gives up at once: `busy`), on SQLite the immediate transaction.
 * Writers never take either, and the head row is locked by sealers only.
 */

/** What one step did. */
export interface SealStep {
  /** Another sealer was at work (PostgreSQL): this one did nothing. */
  readonly busy: boolean;
  /** Entries linked, gap rows included. */
  readonly sealed: number;
  readonly headSeq: number;
  readonly headHash: string;
  /** Missing numbers between the head and the next visible entry (PostgreSQL; SQLite fills them). */
  readonly gap: { readonly from: number; readonly to: number } | null;
  /** The highest seq seen after the head. */
  readonly lastSeen: number | null;
  /** An entry that cannot be hashed (its data is not JSON): nothing after it is linked. */
  readonly blocked: { readonly seq: number; readonly reason: string } | null;
  /** The step stopped at its size limit: more may be ready. */
  readonly more: boolean;
}

/** `pg_try_advisory_xact_lock` key of the sealer (any constant no other lock of the platform uses). */
export const SEALER_LOCK = 0x1a0d17;

/** Seals up to `limit` entries after the head (`at`: the time written on gap rows). */
export async function sealStep(
  tx: Kysely<Database>,
  dialect: DialectName,
  options: { readonly key: string; readonly limit: number; readonly at: string },
): Promise<SealStep> {
  const { key } = options;
  if (dialect === 'postgres') {
    const lock = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(${SEALER_LOCK}) as locked`.execute(tx);
    if (!lock.rows[0]?.locked)
      return {
        busy: true,
        sealed: 0,
        headSeq: 0,
        headHash: '',
        gap: null,
        lastSeen: null,
        blocked: null,
        more: false,
      };
  }
  const head = await tx
    .selectFrom('audit_head')
    .select(['seq', 'hash', 'keyed_from_seq', 'key_check', 'head_check'])
    .where('id', '=', 1)
    .$call(forUpdate(dialect))
    .executeTakeFirst();
  if (!head) throw new AuditSealRefused('the audit head row is missing');
  if (head.key_check !== keyStartCheck(key, head.keyed_from_seq))
    throw new AuditSealRefused('the audit head is not sealed with this audit key (key start)');
  if (head.head_check !== headCheck(key, head.seq, head.hash))
    throw new AuditSealRefused('the audit head is not sealed with this audit key: it was moved or rewritten');
  const rows = await tx
    .selectFrom('audit_log')
    .selectAll()
    .where('seq', '>', head.seq)
    .orderBy('seq')
    .limit(options.limit)
    .execute();
  const links: { seq: number; prev: string; hash: string }[] = [];
  let prev = head.hash;
  let expected = head.seq + 1;
  let gap: SealStep['gap'] = null;
  let blocked: SealStep['blocked'] = null;
  const link = (row: AuditRow): boolean => {
    let hash: string;
    try {
      hash = entryHash(prev, rowToEntry(row), row.seq >= head.keyed_from_seq ? key : null);
    } catch {
      blocked = { seq: row.seq, reason: 'its data is not valid JSON' };
      return false;
    }
    links.push({ seq: row.seq, prev, hash });
    prev = hash;
    expected = row.seq + 1;
    return true;
  };
  for (const row of rows) {
    if (row.hash !== null || row.prev_hash !== null)
      throw new AuditSealRefused(
        `entry ${row.seq}, after the sealed head, is already sealed: the head was moved back`,
      );
    if (row.seq > expected) {
      if (dialect === 'postgres') {
        gap = { from: expected, to: row.seq - 1 };
        break;
      }
      const missing = Array.from({ length: row.seq - expected }, (_, i) => gapRow(expected + i, options.at));
      await insertRows(tx, 'audit_log', missing);
      for (const g of missing) link({ ...g, prev_hash: null, hash: null });
    }
    if (!link(row)) break;
  }
  await writeLinks(tx, dialect, links);
  if (links.length > 0) {
    const moved = await tx
      .updateTable('audit_head')
      .set({ seq: expected - 1, hash: prev, head_check: headCheck(key, expected - 1, prev) })
      .where('id', '=', 1)
      .where('seq', '=', head.seq)
      .executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) throw new Error('the audit head moved while it was being sealed');
  }
  const complete = gap === null && blocked === null;
  return {
    busy: false,
    sealed: links.length,
    headSeq: expected - 1,
    headHash: prev,
    gap,
    lastSeen: rows.at(-1)?.seq ?? null,
    blocked,
    more: complete && rows.length === options.limit,
  };
}

/** Writes `prev_hash` and `hash` of the linked entries, many rows per statement. */
async function writeLinks(
  tx: Kysely<Database>,
  dialect: DialectName,
  links: readonly { seq: number; prev: string; hash: string }[],
): Promise<void> {
  for (const batch of chunks(links, 1000)) {
    const values = valuesList(dialect, batch.length, 3, dialect === 'postgres' ? { 0: 'bigint' } : {});
    const text =
      dialect === 'postgres'
        ? `update audit_log as a set prev_hash = v.prev_hash, hash = v.hash from (values ${values}) as v (seq, prev_hash, hash) where a.seq = v.seq and a.hash is null`
        : `update audit_log set prev_hash = v.column2, hash = v.column3 from (values ${values}) as v where audit_log.seq = v.column1 and audit_log.hash is null`;
    const result = await tx.executeQuery(
      CompiledQuery.raw(
        text,
        batch.flatMap((l) => [l.seq, l.prev, l.hash]),
      ),
    );
    if (Number(result.numAffectedRows ?? 0) !== batch.length)
      throw new Error('audit entries changed while they were being sealed');
  }
}
