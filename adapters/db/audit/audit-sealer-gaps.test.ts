import { describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/test-databases';
import { createAuditSealer } from './audit-sealer';
import { kyselyAuditLog, listAuditEntries } from './kysely-audit-log';
import { auditEvent, auditLogWorld } from './testing/audit-log-world';
import { verifyAuditChain } from './verify-audit-chain';

/**
 * The gap problem: on PostgreSQL a transaction takes its seq at insert but shows it at commit, so
 * a later number can be visible while an earlier one is still open. Each test here holds one
 * writer's transaction open (it appended event 2) while a later writer (event 3) commits.
 */
const postgres = testDatabases().find((b) => b.name === 'postgres');
const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

describe.runIf(postgres !== undefined)('the audit sealer and transactions still open on PostgreSQL', () => {
  /** Event 1 sealed; event 2 appended in a transaction that ends with `end()`; event 3 committed. */
  async function heldOpen() {
    const w = await auditLogWorld(postgres!, 1);
    let end!: (commit: boolean) => void;
    const ended = new Promise<boolean>((resolve) => {
      end = resolve;
    });
    let appended!: () => void;
    const taken = new Promise<void>((resolve) => {
      appended = resolve;
    });
    const writer = w.db.transaction().execute(async (tx) => {
      await kyselyAuditLog(tx).append(auditEvent(2));
      appended();
      if (!(await ended)) throw new Error('the trade failed');
    });
    const finished = writer.then(
      () => 'committed',
      () => 'rolled back',
    );
    await taken;
    await w.write(3, 3);
    return { w, end, finished };
  }

  const chain = async (w: Awaited<ReturnType<typeof auditLogWorld>>) =>
    (await listAuditEntries(w.db)).map((e) => [e.seq, e.subjectId]);

  it('never links past an entry whose transaction is still open, and links it in its place once it commits', async () => {
    const { w, end, finished } = await heldOpen();
    const sealer = createAuditSealer(w.db, w.dialect, { horizonMs: 0, lockTimeoutMs: 50 });
    expect(await sealer.sealAll({ waitMs: 300 })).toMatchObject({ headSeq: 1, waitingFor: 2, gapsFilled: 0 });
    expect(await verifyAuditChain(w.db, { seal: false })).toMatchObject({ ok: true, entries: 1, pending: 1 });
    end(true);
    expect(await finished).toBe('committed');
    expect(await sealer.sealAll()).toMatchObject({ headSeq: 3, waitingFor: null, gapsFilled: 0 });
    expect(await chain(w)).toEqual([
      [1, 'bid-1'],
      [2, 'bid-2'],
      [3, 'bid-3'],
    ]);
    expect(await verifyAuditChain(w.db)).toMatchObject({ ok: true, entries: 3, gaps: 0 });
  });

  it('asks the database about a missing number and waits for the transaction holding it', async () => {
    const { w, end, finished } = await heldOpen();
    const sealer = createAuditSealer(w.db, w.dialect, { horizonMs: 0, lockTimeoutMs: 5_000 });
    let done = false;
    const pass = sealer.sealReady().finally(() => {
      done = true;
    });
    await sleep(300);
    expect(done).toBe(false);
    end(true);
    await finished;
    expect(await pass).toMatchObject({ headSeq: 3, gapsFilled: 0, waitingFor: null });
    expect(await verifyAuditChain(w.db)).toMatchObject({ ok: true, entries: 3, gaps: 0 });
  });

  it('records the number of a rolled-back transaction as a gap, once it has been missing for the horizon', async () => {
    const { w, end, finished } = await heldOpen();
    end(false);
    expect(await finished).toBe('rolled back');
    const sealer = createAuditSealer(w.db, w.dialect, { horizonMs: 300 });
    // Seen missing just now: it might still be a writer between taking its number and inserting.
    expect(await sealer.sealReady()).toMatchObject({ headSeq: 1, waitingFor: 2, gapsFilled: 0 });
    await sleep(350);
    expect(await sealer.sealReady()).toMatchObject({ headSeq: 3, waitingFor: null, gapsFilled: 1 });
    expect(await chain(w)).toEqual([
      [1, 'bid-1'],
      [3, 'bid-3'],
    ]);
    expect(await verifyAuditChain(w.db)).toMatchObject({ ok: true, entries: 2, gaps: 1 });
  });
});
