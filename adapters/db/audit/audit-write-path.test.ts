import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../connection';
import { testDatabases } from '../testing/test-databases';
import { kyselyUnitOfWork } from '../unit-of-work';
import { kyselyAuditLog } from './kysely-audit-log';
import { auditEvent, auditLogWorld } from './testing/audit-log-world';
import { verifyAuditChain } from './verify-audit-chain';

/**
 * The write path shares no row: a writer holding its transaction open after appending delays no
 * other writer (with the old head row locked `FOR UPDATE` in every append, all 20 would wait for
 * it), and what it holds is its own inserted row — no lock on `audit_head`, no row lock at all.
 */
const postgres = testDatabases().find((b) => b.name === 'postgres');
const WRITERS = 20;

describe.runIf(postgres !== undefined)('appending to the audit log on PostgreSQL', () => {
  const closing: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(closing.splice(0).map((close) => close()));
  });

  it(`lets ${WRITERS} writers commit at once while another holds its transaction open`, async () => {
    const w = await auditLogWorld(postgres!, 0);
    const wide = openDatabase(w.database.url, { poolSize: WRITERS + 2 });
    closing.push(wide.close);
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding!: (pid: number) => void;
    const holder = new Promise<number>((resolve) => {
      holding = resolve;
    });
    const held = wide.db.transaction().execute(async (tx) => {
      await kyselyAuditLog(tx).append(auditEvent(0));
      holding((await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(tx)).rows[0]!.pid);
      await released;
    });
    const pid = await holder;

    const uow = kyselyUnitOfWork(wide.db, 'postgres', (tx, d) => kyselyAuditLog(tx, d));
    const writes = Promise.all(
      Array.from({ length: WRITERS }, (_, i) => uow.run((audit) => audit.append(auditEvent(i + 1)))),
    );
    // Writers queued behind the holder would wait for as long as it stays open: give up instead.
    const stuck = new Promise<never>((_, fail) => {
      setTimeout(() => fail(new Error('the writers are waiting for the open transaction')), 10_000).unref();
    });
    try {
      await Promise.race([writes, stuck]);
      const locks = await sql<{ locktype: string; relation: string | null; granted: boolean }>`
        select locktype, relation::regclass::text as relation, granted from pg_locks where pid = ${pid}
      `.execute(w.db);
      const relations = locks.rows.filter((l) => l.locktype === 'relation').map((l) => l.relation);
      expect(relations).toContain('audit_log');
      expect(relations).not.toContain('audit_head');
      expect(locks.rows.filter((l) => l.locktype === 'tuple')).toEqual([]);
      const waiting = await sql<{ n: number }>`
        select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where not l.granted and a.datname = current_database()
      `.execute(w.db);
      expect(waiting.rows[0]!.n).toBe(0);
      // All 20 committed while the holder is still open (its entry, seq 1, is not visible yet).
      expect(await w.db.selectFrom('audit_log').select('seq').execute()).toHaveLength(WRITERS);
    } finally {
      release();
      await held;
    }
    expect(await verifyAuditChain(w.db)).toMatchObject({ ok: true, entries: WRITERS + 1, gaps: 0 });
  });
});
