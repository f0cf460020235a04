import type { Kysely } from 'kysely';
import { AuditSealRefused, type AuditVerification } from '../../../core/audit/audit-chain';
import { dialectOf } from '../bulk-rows';
import type { Database } from '../schema';
import { AUDIT_GAP_TYPE, entryHash, GENESIS_HASH } from './audit-hash';
import { auditKeyOf, headCheck, keyStartCheck } from './audit-key';
import { createAuditSealer } from './audit-sealer';
import { rowToEntry } from './kysely-audit-log';

const PAGE = 1000;

/**
 * Seals what is ready (unless `seal: false`; a chain the sealer refuses is left to the checks),
 * then walks the sealed chain from the first entry and checks every link: every number from 1 to
 * the head is there — an entry or a gap row, so a deleted entry is a missing number — and sealed;
 * each `prev_hash` is the previous entry's `hash`; each `hash` matches the entry's contents; the
 * last one is the head; the head carries its keyed seal (so it cannot be moved back to drop or
 * replace the entries after it); and no entry after the head is sealed. Any edit, deletion,
 * insertion or reordering of sealed rows breaks one of these; the first broken entry is reported.
 * Hashes from `keyed_from_seq` on are HMACs with the audit key (the connection's, or
 * `options.key`), so rewriting rows and recomputing their hashes needs the key as well as write
 * access. Restoring an old copy of the head together with the entries up to it stays possible for
 * someone who kept one — compare `headHash` with a copy kept elsewhere
 * (`ispz audit verify --expect-head`) for that. Entries not sealed yet are counted (`pending`),
 * not checked: nothing vouches for them before the sealer links them.
 */
export async function verifyAuditChain(
  db: Kysely<Database>,
  options: { readonly key?: string; readonly seal?: boolean; readonly waitMs?: number } = {},
): Promise<AuditVerification> {
  const key = options.key ?? auditKeyOf(db);
  if (options.seal !== false) {
    await createAuditSealer(db, dialectOf(db), { key })
      .sealAll({ waitMs: options.waitMs })
      .catch((error) => {
        if (!(error instanceof AuditSealRefused)) throw error;
      });
  }
  // One statement, so the head and what lies after it come from the same snapshot.
  const head = await db
    .selectFrom('audit_head')
    .select((eb) => [
      'seq',
      'hash',
      'keyed_from_seq',
      'key_check',
      'head_check',
      eb
        .selectFrom('audit_log')
        .select((e) => e.fn.min('seq').as('s'))
        .where('seq', '>', eb.ref('audit_head.seq'))
        .where('hash', 'is not', null)
        .as('sealed_after'),
      eb
        .selectFrom('audit_log')
        .select((e) => e.fn.countAll().as('n'))
        .where('seq', '>', eb.ref('audit_head.seq'))
        .as('pending'),
    ])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!head) return { ok: false, seq: 0, reason: 'the audit head row is missing' };
  if (head.sealed_after !== null)
    return { ok: false, seq: Number(head.sealed_after), reason: 'entries exist beyond the recorded head' };
  const keyedFrom = head.keyed_from_seq;
  if (head.key_check === null) {
    // Sealed when the chain became keyed: a missing seal is a removed one.
    return { ok: false, seq: keyedFrom, reason: 'the key-start record was removed' };
  }
  if (head.key_check !== keyStartCheck(key, keyedFrom)) {
    return {
      ok: false,
      seq: keyedFrom,
      reason:
        'the key-start record does not match: the audit key is not the one the log was written with, or keyed_from_seq was changed',
    };
  }
  let prev = GENESIS_HASH;
  let expected = 1;
  let gaps = 0;
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
      if (row.hash === null)
        return { ok: false, seq: row.seq, reason: 'entry is not sealed, yet the head is past it' };
      if (row.prev_hash !== prev)
        return { ok: false, seq: row.seq, reason: 'prev_hash does not match the previous entry' };
      let computed: string;
      try {
        computed = entryHash(prev, rowToEntry(row), row.seq >= keyedFrom ? key : null);
      } catch {
        return { ok: false, seq: row.seq, reason: 'the entry data is not valid JSON' };
      }
      if (computed !== row.hash)
        return { ok: false, seq: row.seq, reason: 'hash does not match the entry contents' };
      if (row.type === AUDIT_GAP_TYPE) gaps++;
      prev = row.hash;
      expected++;
    }
  }
  if (expected <= head.seq) return { ok: false, seq: expected, reason: `entry ${expected} is missing` };
  if (prev !== head.hash)
    return { ok: false, seq: head.seq, reason: 'the head does not match the last entry' };
  if (head.head_check !== headCheck(key, head.seq, head.hash))
    return {
      ok: false,
      seq: head.seq,
      reason: 'the head is not sealed with the audit key: it was moved back or rewritten',
    };
  return {
    ok: true,
    entries: head.seq - gaps,
    gaps,
    pending: Number(head.pending ?? 0),
    headSeq: head.seq,
    headHash: head.hash,
    keyedFromSeq: keyedFrom,
  };
}
