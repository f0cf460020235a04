import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/test-databases';
import { SEALER_LOCK } from './audit-seal-step';
import { createAuditSealer } from './audit-sealer';
import { listAuditEntries } from './kysely-audit-log';
import { auditEvent, auditLogWorld } from './testing/audit-log-world';
import { verifyAuditChain } from './verify-audit-chain';

const sealedSeqs = async (w: Awaited<ReturnType<typeof auditLogWorld>>) =>
  (
    await w.db.selectFrom('audit_log').select('seq').where('hash', 'is not', null).orderBy('seq').execute()
  ).map((r) => r.seq);

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'the audit sealer on %s',
  (_name, backend) => {
    it('links entries in the order the database numbered them, a batch step by step', async () => {
      const w = await auditLogWorld(backend, 0, { sealed: false });
      await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => w.write(n, n)));
      await w.uow.run((audit) => audit.appendMany([8, 9, 10].map(auditEvent)));
      const report = await w.seal({ batch: 3 });
      expect(report).toMatchObject({
        sealed: 10,
        gapsFilled: 0,
        headSeq: 10,
        waitingFor: null,
        blocked: null,
      });
      const entries = await listAuditEntries(w.db);
      expect(entries.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(entries.slice(7).map((e) => e.subjectId)).toEqual(['bid-8', 'bid-9', 'bid-10']);
      expect(await verifyAuditChain(w.db, { seal: false })).toMatchObject({
        ok: true,
        entries: 10,
        pending: 0,
      });
      // Sealing again finds nothing to do and changes nothing.
      expect(await w.seal()).toMatchObject({ sealed: 0, headSeq: 10 });
    });

    it('leaves nothing half-sealed when a sealing transaction dies before it commits', async () => {
      const w = await auditLogWorld(backend, 5, { sealed: false });
      if (backend.name === 'sqlite') {
        // The step's last statement fails, after its links (and the gap row of entry 4) were written.
        await w.db.deleteFrom('audit_log').where('seq', '=', 4).execute();
        await sql`create trigger head_fails before update on audit_head begin select raise(abort, 'disk gone'); end`.execute(
          w.db,
        );
        await expect(w.seal()).rejects.toThrow(/disk gone/);
        expect(await sealedSeqs(w)).toEqual([]);
        expect(await w.db.selectFrom('audit_log').select('seq').orderBy('seq').execute()).toHaveLength(4);
        await sql`drop trigger head_fails`.execute(w.db);
      } else {
        // Steps of two: the first commits, the second waits on a row lock of entry 4 and its
        // server process is killed — its writes to entries 3 and 4 go with it.
        const locked = w.db.transaction().execute(async (tx) => {
          await tx.selectFrom('audit_log').select('seq').where('seq', '=', 4).forUpdate().execute();
          const sealing = w.seal({ batch: 2 });
          for (let i = 0; i < 200; i++) {
            const waiting = await sql<{ pid: number }>`select pid from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`.execute(w.db);
            if (waiting.rows.length > 0) {
              await sql`select pg_terminate_backend(${waiting.rows[0]!.pid})`.execute(w.db);
              break;
            }
            await new Promise((wake) => setTimeout(wake, 10));
          }
          await expect(sealing).rejects.toThrow(/terminat/);
        });
        await locked;
        expect(await sealedSeqs(w)).toEqual([1, 2]);
        expect(await w.db.selectFrom('audit_head').select('seq').executeTakeFirstOrThrow()).toEqual({
          seq: 2,
        });
        expect(await verifyAuditChain(w.db, { seal: false })).toMatchObject({
          ok: true,
          entries: 2,
          pending: 3,
        });
      }
      await w.seal();
      const gaps = backend.name === 'sqlite' ? 1 : 0;
      expect(await verifyAuditChain(w.db)).toMatchObject({ ok: true, entries: 5 - gaps, gaps, pending: 0 });
    });

    it('seals each entry once when several sealers run at the same time', async () => {
      const w = await auditLogWorld(backend, 0, { sealed: false });
      await w.uow.run((audit) => audit.appendMany(Array.from({ length: 60 }, (_, i) => auditEvent(i + 1))));
      const sealers = [1, 2, 3].map(() => createAuditSealer(w.db, w.dialect, { batch: 7, horizonMs: 0 }));
      const reports = await Promise.all(sealers.map((s) => s.sealAll()));
      expect(reports.reduce((n, r) => n + r.sealed, 0)).toBe(60);
      expect(await verifyAuditChain(w.db, { seal: false })).toMatchObject({
        ok: true,
        entries: 60,
        pending: 0,
      });
    });

    it.runIf(backend.name === 'postgres')('leaves the chain to the sealer holding the lock', async () => {
      const w = await auditLogWorld(backend, 3, { sealed: false });
      await w.db.transaction().execute(async (tx) => {
        await sql`select pg_advisory_xact_lock(${SEALER_LOCK})`.execute(tx);
        expect(await createAuditSealer(w.db, w.dialect).sealReady()).toMatchObject({ busy: true, sealed: 0 });
      });
      expect(await createAuditSealer(w.db, w.dialect).sealReady()).toMatchObject({ busy: false, sealed: 3 });
    });
  },
);
