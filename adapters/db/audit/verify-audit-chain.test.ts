import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../schema';
import { testDatabases } from '../testing/test-databases';
import { entryHash, GENESIS_HASH } from './audit-hash';
import { headCheck, UNCONFIGURED_AUDIT_KEY } from './audit-key';
import { rowToEntry } from './kysely-audit-log';
import { auditEvent, auditLogWorld } from './testing/audit-log-world';
import { verifyAuditChain } from './verify-audit-chain';

type Tamper = (db: Kysely<Database>) => Promise<unknown>;

const hashOf = async (db: Kysely<Database>, seq: number) =>
  (await db.selectFrom('audit_log').select('hash').where('seq', '=', seq).executeTakeFirstOrThrow()).hash!;

/** Moves the head back to entry `seq` — as only someone without the key can: the head's seal stays. */
const headBackTo = async (db: Kysely<Database>, seq: number) =>
  db
    .updateTable('audit_head')
    .set({ seq, hash: await hashOf(db, seq) })
    .execute();

const tamperings: Array<[string, Tamper, number, RegExp]> = [
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
      const row = await db.selectFrom('audit_log').selectAll().where('seq', '=', 3).executeTakeFirstOrThrow();
      const hash = entryHash(
        row.prev_hash!,
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
    'a sealed entry made unsealed again',
    (db) => db.updateTable('audit_log').set({ prev_hash: null, hash: null }).where('seq', '=', 3).execute(),
    3,
    /not sealed, yet the head is past it/,
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
  ['a head moved back over entries that remain', (db) => headBackTo(db, 3), 4, /beyond the recorded head/],
  [
    'the tail deleted and the head moved back to the entry before it',
    async (db) => {
      await db.deleteFrom('audit_log').where('seq', '>', 3).execute();
      await headBackTo(db, 3);
    },
    3,
    /head is not sealed with the audit key: it was moved back/,
  ],
  [
    'the tail replaced by other entries left for the sealer to link',
    async (db) => {
      await db.deleteFrom('audit_log').where('seq', '>', 3).execute();
      await headBackTo(db, 3);
      const forged = { ...auditEvent(4), actorId: 'mallory' };
      await db
        .insertInto('audit_log')
        .values({
          type: forged.type,
          actor_id: forged.actorId,
          subject_id: forged.subjectId,
          at: forged.at,
          data: '{}',
        })
        .execute();
    },
    3,
    /head is not sealed with the audit key/,
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

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'the audit hash chain on %s',
  (_name, backend) => {
    it('verifies an empty log and a log of appended events, linked in seq order', async () => {
      expect(await verifyAuditChain((await auditLogWorld(backend)).db)).toEqual({
        ok: true,
        entries: 0,
        gaps: 0,
        pending: 0,
        headSeq: 0,
        headHash: GENESIS_HASH,
        keyedFromSeq: 1,
      });
      const { db } = await auditLogWorld(backend, 5);
      const rows = await db
        .selectFrom('audit_log')
        .select(['seq', 'prev_hash', 'hash'])
        .orderBy('seq')
        .execute();
      expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5]);
      expect(rows[0]!.prev_hash).toBe(GENESIS_HASH);
      for (let i = 1; i < rows.length; i++) expect(rows[i]!.prev_hash).toBe(rows[i - 1]!.hash);
      expect(await verifyAuditChain(db)).toMatchObject({
        ok: true,
        entries: 5,
        gaps: 0,
        headHash: rows[4]!.hash,
      });
      const head = await db.selectFrom('audit_head').selectAll().executeTakeFirstOrThrow();
      expect(head).toMatchObject({ seq: 5, hash: rows[4]!.hash });
      expect(head.head_check).toBe(headCheck(UNCONFIGURED_AUDIT_KEY, 5, rows[4]!.hash!));
    });

    it('chains a batch exactly as the same events appended one by one', async () => {
      const hashes = (db: Kysely<Database>) =>
        db.selectFrom('audit_log').select(['seq', 'prev_hash', 'hash']).orderBy('seq').execute();
      const w = await auditLogWorld(backend, 1, { sealed: false });
      await w.uow.run((audit) => audit.appendMany([2, 3, 4].map(auditEvent)));
      await w.write(5, 5);
      await w.seal();
      expect(await hashes(w.db)).toEqual(await hashes((await auditLogWorld(backend, 5)).db));
      expect(await verifyAuditChain(w.db)).toMatchObject({ ok: true, entries: 5 });
    });

    it('counts entries not sealed yet without vouching for them, and seals them first unless told not to', async () => {
      const w = await auditLogWorld(backend, 2);
      await w.write(3, 4);
      expect(await verifyAuditChain(w.db, { seal: false })).toMatchObject({
        ok: true,
        entries: 2,
        pending: 2,
      });
      expect(await verifyAuditChain(w.db)).toMatchObject({ ok: true, entries: 4, pending: 0 });
    });

    it('shrugs off a writer that rolled back, and records an entry deleted before it was sealed as a gap', async () => {
      const w = await auditLogWorld(backend, 1);
      await expect(
        w.uow.run(async (audit) => {
          await audit.append(auditEvent(2));
          throw new Error('the trade failed');
        }),
      ).rejects.toThrow('the trade failed');
      await w.write(3, 3);
      // PostgreSQL's sequence never hands a number out twice; SQLite's rolls back with the transaction.
      const rolledBack = backend.name === 'postgres' ? 1 : 0;
      expect(await verifyAuditChain(w.db)).toMatchObject({
        ok: true,
        entries: 2,
        gaps: rolledBack,
        pending: 0,
      });
      await w.write(4, 5);
      // Event 4, removed before any sealer linked it: nothing vouched for it yet, but its number shows.
      await w.db.deleteFrom('audit_log').where('subject_id', '=', 'bid-4').execute();
      expect(await verifyAuditChain(w.db)).toMatchObject({ ok: true, entries: 3, gaps: rolledBack + 1 });
    });

    for (const [what, tamper, seq, reason] of tamperings) {
      it(`detects ${what}`, async () => {
        const { db } = await auditLogWorld(backend, 5);
        await tamper(db);
        const result = await verifyAuditChain(db);
        expect(result).toMatchObject({ ok: false, seq });
        expect(result.ok ? '' : result.reason).toMatch(reason);
      });
    }
  },
);
