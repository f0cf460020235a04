import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AuditSealRefused } from '../../../core/audit/audit-chain';
import type { Database } from '../schema';
import { testDatabases } from '../testing/test-databases';
import { entryHash, GENESIS_HASH } from './audit-hash';
import { AuditKeyPlugin, headCheck, keyStartCheck } from './audit-key';
import { createAuditSealer } from './audit-sealer';
import { rowToEntry } from './kysely-audit-log';
import { auditEvent, auditLogWorld } from './testing/audit-log-world';
import { verifyAuditChain } from './verify-audit-chain';

const KEY = 'k'.repeat(40);

/** The connection of a platform configured with KEY. */
const migratedWithKey = (db: Kysely<Database>) => db.withPlugin(new AuditKeyPlugin(KEY));

/**
 * Rewrites the entries from `fromSeq` on as plain (unkeyed) hashes, consistently, the way someone
 * with only database access could — entry `mallorySeq` now by 'mallory'. Answers the last hash.
 */
async function rewriteWithoutKey(db: Kysely<Database>, fromSeq: number, mallorySeq: number) {
  const rows = await db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
  let prev = rows[fromSeq - 2]?.hash ?? GENESIS_HASH;
  for (const row of rows.slice(fromSeq - 1)) {
    const entry = { ...rowToEntry(row), actorId: row.seq === mallorySeq ? 'mallory' : row.actor_id };
    const hash = entryHash(prev, entry);
    await db
      .updateTable('audit_log')
      .set({ actor_id: entry.actorId, prev_hash: prev, hash })
      .where('seq', '=', row.seq)
      .execute();
    prev = hash;
  }
  return prev;
}

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'the audit chain keyed with a secret on %s',
  (_name, backend) => {
    async function keyedLog(count: number) {
      const w = await auditLogWorld(backend, 0, { sealed: false, db: migratedWithKey });
      // As if migrated with KEY: the migrator seals the key start and the head with the connection's key.
      await w.db
        .updateTable('audit_head')
        .set({ key_check: keyStartCheck(KEY, 1), head_check: headCheck(KEY, 0, GENESIS_HASH) })
        .execute();
      await w.write(1, count);
      await w.seal();
      return w;
    }

    it('verifies only with the key it was written with', async () => {
      const { db } = await keyedLog(3);
      expect(await verifyAuditChain(db)).toMatchObject({ ok: true, entries: 3 });
      expect(await verifyAuditChain(db, { key: 'x'.repeat(40) })).toMatchObject({
        ok: false,
        reason: expect.stringMatching(/audit key is not the one/),
      });
    });

    for (const seq of [1, 2, 3]) {
      it(`detects entry ${seq} rewritten with every later hash, and the head, recomputed without the key`, async () => {
        const { db } = await keyedLog(3);
        const head = await rewriteWithoutKey(db, seq, seq);
        await db.updateTable('audit_head').set({ hash: head }).execute();
        expect(await verifyAuditChain(db)).toMatchObject({ ok: false, seq, reason: /hash does not match/ });
      });
    }

    it('detects the key-start boundary moved to pass keyed entries off as older, unkeyed ones', async () => {
      const { db } = await keyedLog(3);
      await db.updateTable('audit_head').set({ keyed_from_seq: 4 }).execute();
      expect(await verifyAuditChain(db)).toMatchObject({ ok: false, reason: /keyed_from_seq was changed/ });
      await db.updateTable('audit_head').set({ key_check: null }).execute();
      await db.updateTable('audit_head').set({ keyed_from_seq: 1 }).execute();
      expect(await verifyAuditChain(db)).toMatchObject({ ok: false, reason: /key-start record was removed/ });
    });

    it('links nothing after a head whose seals are gone, however consistent the rewritten chain', async () => {
      const w = await keyedLog(3);
      const head = await rewriteWithoutKey(w.db, 1, 2);
      // What looked like a database migrated before the key and never written since.
      await w.db
        .updateTable('audit_head')
        .set({ hash: head, keyed_from_seq: 4, key_check: null, head_check: null })
        .execute();
      expect(await verifyAuditChain(w.db)).toMatchObject({
        ok: false,
        reason: /key-start record was removed/,
      });
      // Writers still write (they never read the head), but the sealer refuses to vouch for them.
      await w.write(4, 4);
      const sealer = createAuditSealer(w.db, w.dialect);
      await expect(sealer.sealReady()).rejects.toThrow(AuditSealRefused);
      await expect(sealer.sealReady()).rejects.toThrow(/not sealed with this audit key/);
    });

    it('keeps verifying entries made before the key as plain hashes, and keys those after', async () => {
      const w = await auditLogWorld(backend, 0, { sealed: false, db: migratedWithKey });
      // Two entries hashed the old way, then what migrating with KEY (0013, 0020) records for them.
      let prev = GENESIS_HASH;
      for (const n of [1, 2]) {
        const e = auditEvent(n);
        const hash = entryHash(prev, { ...e, seq: n });
        await w.db
          .insertInto('audit_log')
          .values({
            seq: n,
            type: e.type,
            actor_id: e.actorId,
            subject_id: e.subjectId,
            at: e.at,
            data: JSON.stringify(e.data),
            prev_hash: prev,
            hash,
          })
          .execute();
        prev = hash;
      }
      if (w.dialect === 'postgres')
        await sql`select setval(pg_get_serial_sequence('audit_log', 'seq'), 2)`.execute(w.db);
      await w.db
        .updateTable('audit_head')
        .set({
          seq: 2,
          hash: prev,
          keyed_from_seq: 3,
          key_check: keyStartCheck(KEY, 3),
          head_check: headCheck(KEY, 2, prev),
        })
        .execute();
      expect(await verifyAuditChain(w.db)).toMatchObject({ ok: true, entries: 2, keyedFromSeq: 3 });
      await w.write(3, 3);
      expect(await verifyAuditChain(w.db)).toMatchObject({ ok: true, entries: 3, keyedFromSeq: 3 });
      const third = await w.db
        .selectFrom('audit_log')
        .selectAll()
        .where('seq', '=', 3)
        .executeTakeFirstOrThrow();
      expect(third.hash).toBe(entryHash(prev, rowToEntry(third), KEY));
      expect(third.hash).not.toBe(entryHash(prev, rowToEntry(third)));
    });
  },
);
