import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { TradeEvent } from '../../../core/audit/audit-log';
import { testDatabases } from '../testing/test-databases';
import { kyselyUnitOfWork } from '../unit-of-work';
import { entryHash, GENESIS_HASH } from './audit-hash';
import { AuditKeyPlugin, keyStartCheck, UNCONFIGURED_AUDIT_KEY } from './audit-key';
import { kyselyAuditLog, rowToEntry } from './kysely-audit-log';
import { verifyAuditChain } from './verify-audit-chain';

const event = (n: number): TradeEvent => ({
  type: 'bid.placed',
  actorId: `investor-${n}`,
  subjectId: `bid-${n}`,
  at: `2026-01-15T12:00:0${n}.000Z`,
  data: { amountCents: 1_000_000 + n, loans: ['a', 'b'] },
});

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'the audit hash chain on %s',
  (_name, backend) => {
    async function logOf(count: number) {
      const database = await backend.open();
      const uow = kyselyUnitOfWork(database.db, database.dialect, (tx, d) => kyselyAuditLog(tx, d));
      for (let n = 1; n <= count; n++) await uow.run((audit) => audit.append(event(n)));
      return database.db;
    }

    it('verifies an empty log and a log of appended events', async () => {
      expect(await verifyAuditChain(await logOf(0))).toEqual({
        ok: true,
        entries: 0,
        headHash: GENESIS_HASH,
        keyedFromSeq: 1,
      });
      const db = await logOf(5);
      const rows = await db
        .selectFrom('audit_log')
        .select(['seq', 'prev_hash', 'hash'])
        .orderBy('seq')
        .execute();
      expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5]);
      expect(rows[0]!.prev_hash).toBe(GENESIS_HASH);
      for (let i = 1; i < rows.length; i++) expect(rows[i]!.prev_hash).toBe(rows[i - 1]!.hash);
      expect(await verifyAuditChain(db)).toEqual({
        ok: true,
        entries: 5,
        headHash: rows[4]!.hash,
        keyedFromSeq: 1,
      });
    });

    it('chains a batch exactly as the same events appended one by one', async () => {
      const hashes = (db: Awaited<ReturnType<typeof logOf>>) =>
        db.selectFrom('audit_log').select(['seq', 'prev_hash', 'hash']).orderBy('seq').execute();
      const database = await backend.open();
      const uow = kyselyUnitOfWork(database.db, database.dialect, (tx, d) => kyselyAuditLog(tx, d));
      await uow.run((audit) => audit.append(event(1)));
      await uow.run((audit) => audit.appendMany([2, 3, 4].map(event)));
      await uow.run((audit) => audit.append(event(5)));
      expect(await hashes(database.db)).toEqual(await hashes(await logOf(5)));
      expect(await verifyAuditChain(database.db)).toMatchObject({ ok: true, entries: 5 });
    });

    const tamperings: Array<
      [string, (db: Awaited<ReturnType<typeof logOf>>) => Promise<unknown>, number, RegExp]
    > = [
      [
        'an edited event',
        (db) => db.updateTable('audit_log').set({ actor_id: 'mallory' }).where('seq', '=', 3).execute(),
        3,
        /hash does not match/,
      ],
      [
        'edited data',
        (db) => db.updateTable('audit_log').set({ data: '{"amountCents":1}' }).where('seq', '=', 2).execute(),
        2,
        /hash does not match/,
      ],
      [
        'data that is not JSON',
        (db) => db.updateTable('audit_log').set({ data: '{oops' }).where('seq', '=', 2).execute(),
        2,
        /not valid JSON/,
      ],
      [
        'an edited entry whose own hash was recomputed',
        async (db) => {
          const row = await db
            .selectFrom('audit_log')
            .selectAll()
            .where('seq', '=', 3)
            .executeTakeFirstOrThrow();
          const hash = entryHash(
            row.prev_hash,
            { ...rowToEntry(row), actorId: 'mallory' },
            UNCONFIGURED_AUDIT_KEY,
          );
          await db.updateTable('audit_log').set({ actor_id: 'mallory', hash }).where('seq', '=', 3).execute();
        },
        4,
        /prev_hash/,
      ],
      [
        'a deleted entry in the middle',
        (db) => db.deleteFrom('audit_log').where('seq', '=', 3).execute(),
        3,
        /entry 3 is missing/,
      ],
      [
        'a deleted last entry',
        (db) => db.deleteFrom('audit_log').where('seq', '=', 5).execute(),
        5,
        /entry 5 is missing/,
      ],
      [
        'two entries swapped',
        async (db) => {
          await db.updateTable('audit_log').set({ seq: 100 }).where('seq', '=', 2).execute();
          await db.updateTable('audit_log').set({ seq: 2 }).where('seq', '=', 4).execute();
          await db.updateTable('audit_log').set({ seq: 4 }).where('seq', '=', 100).execute();
        },
        2,
        /prev_hash|hash does not match/,
      ],
      [
        'a head that records another hash',
        (db) =>
          db
            .updateTable('audit_head')
            .set({ hash: 'f'.repeat(64) })
            .execute(),
        5,
        /head does not match/,
      ],
      [
        'a head moved back over entries that remain',
        async (db) => {
          const third = await db
            .selectFrom('audit_log')
            .select('hash')
            .where('seq', '=', 3)
            .executeTakeFirstOrThrow();
          await db.updateTable('audit_head').set({ seq: 3, hash: third.hash }).execute();
        },
        4,
        /beyond the recorded head/,
      ],
      [
        'a forged entry appended without the head',
        (db) =>
          sql`insert into audit_log select seq + 1, type, actor_id, subject_id, at, data, hash, hash from audit_log where seq = 5`.execute(
            db,
          ),
        6,
        /beyond the recorded head/,
      ],
    ];

    for (const [what, tamper, seq, reason] of tamperings) {
      it(`detects ${what}`, async () => {
        const db = await logOf(5);
        await tamper(db);
        const result = await verifyAuditChain(db);
        expect(result).toMatchObject({ ok: false, seq });
        expect(result.ok ? '' : result.reason).toMatch(reason);
      });
    }

    describe('keyed with a secret', () => {
      const KEY = 'k'.repeat(40);
      async function keyedLog(count: number) {
        const database = await backend.open();
        const db = database.db.withPlugin(new AuditKeyPlugin(KEY));
        // As if migrated with KEY: the migration seals the key-start with the connection's key.
        await db
          .updateTable('audit_head')
          .set({ key_check: keyStartCheck(KEY, 1) })
          .execute();
        const uow = kyselyUnitOfWork(db, database.dialect, (tx, d) => kyselyAuditLog(tx, d));
        for (let n = 1; n <= count; n++) await uow.run((audit) => audit.append(event(n)));
        return db;
      }

      /**
       * Rewrites the entries from `fromSeq` on as plain (unkeyed) hashes, consistently, the way
       * someone with only database access could — entry `mallorySeq` now by 'mallory'. Answers
       * the last hash, for the head.
       */
      async function rewriteWithoutKey(
        db: Awaited<ReturnType<typeof keyedLog>>,
        fromSeq: number,
        mallorySeq: number,
      ) {
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

      it('verifies only with the key it was written with', async () => {
        const db = await keyedLog(3);
        expect(await verifyAuditChain(db)).toMatchObject({ ok: true, entries: 3 });
        expect(await verifyAuditChain(db, { key: 'x'.repeat(40) })).toMatchObject({
          ok: false,
          reason: expect.stringMatching(/audit key is not the one/),
        });
      });

      for (const seq of [1, 2, 3]) {
        it(`detects entry ${seq} rewritten with every later hash, and the head, recomputed without the key`, async () => {
          const db = await keyedLog(3);
          const head = await rewriteWithoutKey(db, seq, seq);
          await db.updateTable('audit_head').set({ hash: head }).execute();
          expect(await verifyAuditChain(db)).toMatchObject({ ok: false, seq, reason: /hash does not match/ });
        });
      }

      it('detects the key-start boundary moved to pass keyed entries off as older, unkeyed ones', async () => {
        const db = await keyedLog(3);
        await db.updateTable('audit_head').set({ keyed_from_seq: 4 }).execute();
        expect(await verifyAuditChain(db)).toMatchObject({ ok: false, reason: /keyed_from_seq was changed/ });
        await db.updateTable('audit_head').set({ key_check: null }).execute();
        await db.updateTable('audit_head').set({ keyed_from_seq: 1 }).execute();
        expect(await verifyAuditChain(db)).toMatchObject({
          ok: false,
          reason: /key-start record was removed/,
        });
      });

      it('detects every entry rewritten as a plain hash behind a boundary moved past them, seal removed', async () => {
        const db = await keyedLog(3);
        const head = await rewriteWithoutKey(db, 1, 2);
        // What looked like a database migrated before the key and never written since.
        await db.updateTable('audit_head').set({ hash: head, keyed_from_seq: 4, key_check: null }).execute();
        expect(await verifyAuditChain(db)).toMatchObject({
          ok: false,
          reason: /key-start record was removed/,
        });
        // And the platform writes nothing after such a head, so it cannot be sealed anew.
        const uow = kyselyUnitOfWork(db, (await backend.open()).dialect, (tx, d) => kyselyAuditLog(tx, d));
        await expect(uow.run((audit) => audit.append(event(4)))).rejects.toThrow(/not sealed/);
      });

      it('keeps verifying entries made before the key as plain hashes, and keys those after', async () => {
        const database = await backend.open();
        // Two entries hashed the old way, then what migrating with KEY (0013) records for them.
        let prev = GENESIS_HASH;
        for (const n of [1, 2]) {
          const e = event(n);
          const hash = entryHash(prev, { ...e, seq: n });
          await database.db
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
        await database.db
          .updateTable('audit_head')
          .set({ seq: 2, hash: prev, keyed_from_seq: 3, key_check: keyStartCheck(KEY, 3) })
          .execute();
        const db = database.db.withPlugin(new AuditKeyPlugin(KEY));
        expect(await verifyAuditChain(db)).toMatchObject({ ok: true, entries: 2, keyedFromSeq: 3 });
        await kyselyUnitOfWork(db, database.dialect, (tx, d) => kyselyAuditLog(tx, d)).run((a) =>
          a.append(event(3)),
        );
        expect(await verifyAuditChain(db)).toMatchObject({ ok: true, entries: 3, keyedFromSeq: 3 });
        const third = await db
          .selectFrom('audit_log')
          .selectAll()
          .where('seq', '=', 3)
          .executeTakeFirstOrThrow();
        expect(third.hash).toBe(entryHash(prev, rowToEntry(third), KEY));
        expect(third.hash).not.toBe(entryHash(prev, rowToEntry(third)));
      });
    });
  },
);
