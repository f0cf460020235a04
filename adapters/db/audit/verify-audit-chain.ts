import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { entryHash, GENESIS_HASH } from './audit-hash';
import { auditKeyOf, keyStartCheck } from './audit-key';
import { rowToEntry } from './kysely-audit-log';

/** The outcome of `verifyAuditChain` (what `ispz audit verify` prints). */
export type AuditVerification =
  | {
      readonly ok: true;
      readonly entries: number;
      readonly headHash: string;
      /** Entries from this seq on are keyed; those before predate the key (migration 0013). */
      readonly keyedFromSeq: number;
    }
  | { readonly ok: false; readonly seq: number; readonly reason: string };

const PAGE = 1000;

/**
 * Walks the audit log from the first entry and checks every link: seq runs 1, 2, 3… without
 * gaps, each `prev_hash` is the previous entry's `hash`, each `hash` matches the entry's
 * contents, and the last entry is the one the head records. Any edit, deletion (middle or end),
 * insertion or reordering of rows breaks one of these; the first broken entry is reported.
 * Hashes from `keyed_from_seq` on are HMACs with the audit key (the connection's, or
 * `options.key`), so rewriting rows and recomputing their hashes needs the key as well as write
 * access; entries before it predate the key and are checked as plain hashes. Truncating the
 * chain to an earlier, consistent state stays possible for someone with write access — compare
 * `headHash` with a copy kept elsewhere (`ispz audit verify --expect-head`) for that.
 *
 * The head is read first and entries are checked up to it, so appends that commit during the
 * walk do not disturb it; committed entries beyond the head (a head moved back) are reported.
 */
export async function verifyAuditChain(
  db: Kysely<Database>,
  options: { readonly key?: string } = {},
): Promise<AuditVerification> {
  const key = options.key ?? auditKeyOf(db);
  // One statement, so head and last entry come from the same snapshot.
  const head = await db
    .selectFrom('audit_head')
    .select((eb) => [
      'seq',
      'hash',
      'keyed_from_seq',
      'key_check',
      eb
        .selectFrom('audit_log')
        .select((e) => e.fn.max('seq').as('m'))
        .as('last'),
    ])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!head) return { ok: false, seq: 0, reason: 'the audit head row is missing' };
  if (head.last !== null && Number(head.last) > head.seq) {
    return { ok: false, seq: head.seq + 1, reason: 'entries exist beyond the recorded head' };
  }
  const keyedFrom = head.keyed_from_seq;
  if (head.key_check !== null && head.key_check !== keyStartCheck(key, keyedFrom)) {
    return {
      ok: false,
      seq: keyedFrom,
      reason:
        'the key-start record does not match: the audit key is not the one the log was written with, or keyed_from_seq was changed',
    };
  }
  if (head.key_check === null) {
    // Sealed when the chain became keyed: a missing seal is a removed one.
    return { ok: false, seq: keyedFrom, reason: 'the key-start record was removed' };
  }
  let prev = GENESIS_HASH;
  let expected = 1;
  while (expected <= head.seq) {
    const rows = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('seq', '>=', expected)
      .where('seq', '<=', head.seq)
      .orderBy('seq')
      .limit(PAGE)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      if (row.seq !== expected) return { ok: false, seq: expected, reason: `entry ${expected} is missing` };
      if (row.prev_hash !== prev) {
        return { ok: false, seq: row.seq, reason: 'prev_hash does not match the previous entry' };
      }
      let computed: string;
      try {
        computed = entryHash(prev, rowToEntry(row), row.seq >= keyedFrom ? key : null);
      } catch {
        return { ok: false, seq: row.seq, reason: 'the entry data is not valid JSON' };
      }
      if (computed !== row.hash)
        return { ok: false, seq: row.seq, reason: 'hash does not match the entry contents' };
      prev = row.hash;
      expected++;
    }
  }
  if (expected <= head.seq) return { ok: false, seq: expected, reason: `entry ${expected} is missing` };
  if (prev !== head.hash)
    return { ok: false, seq: head.seq, reason: 'the head does not match the last entry' };
  return { ok: true, entries: head.seq, headHash: head.hash, keyedFromSeq: keyedFrom };
}
