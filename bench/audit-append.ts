/**
 * Benchmark (not a test; never fails on a timing): audited writes per second on PostgreSQL with
 * C connections writing at once, each transaction one audit entry, through the platform's unit of
 * work — the append of today (an insert numbered by the database; the sealer chains entries on
 * its timer meanwhile, as in the server) against the append of before (`audit-append-head.ts`:
 * the one-row head locked `FOR UPDATE` in every write) and a bare one-row insert, in the same run
 * on the same database. Prints writes/s with the ratios, how long the sealer took to catch up after
 * the last write, that the chain verifies, and writes a JSON summary.
 * `npx tsx bench/audit-append.ts [connections] [writes per connection]` (defaults 50 and 200):
 * on `DATABASE_URL` when it is a postgres:// URL (a database of its own is created there and
 * dropped), else on a throwaway cluster from the machine's PostgreSQL binaries.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { auditKeyOf } from '../adapters/db/audit/audit-key';
import { createAuditSealer } from '../adapters/db/audit/audit-sealer';
import { kyselyAuditLog } from '../adapters/db/audit/kysely-audit-log';
import { verifyAuditChain } from '../adapters/db/audit/verify-audit-chain';
import { openDatabase } from '../adapters/db/connection';
import { migrateToLatest } from '../adapters/db/migrator';
import type { Database } from '../adapters/db/schema';
import { kyselyUnitOfWork } from '../adapters/db/unit-of-work';
import { startAuditSealing } from '../cli/audit-sealing';
import type { TradeEvent } from '../core/audit/audit-log';
import { benchDatabase } from './audit-append-db';
import { bareWrite, createBaselineTables, dropBaselineTables, headAppend } from './audit-append-head';

/** What one run measured. */
export interface AuditAppendFigures {
  readonly connections: number;
  readonly writesPerConnection: number;
  /** Writes per second of each subject. */
  readonly bare: number;
  readonly head: number;
  readonly sealed: number;
  /** From the last write of the sealed subject to every entry sealed. */
  readonly sealCatchUpMs: number;
  /** Entries in the verified chain (every write of the sealed subject). */
  readonly verifiedEntries: number;
}

const event = (c: number, n: number): TradeEvent => ({
  type: 'bid.placed',
  actorId: `investor-${c}`,
  subjectId: `bid-${c}-${n}`,
  at: new Date().toISOString(),
  data: { amountCents: 1_000_000 + n, loans: ['a', 'b'] },
});

/** Writes per second of `connections` loops of `writes` transactions each. */
async function rate(
  db: Kysely<Database>,
  connections: number,
  writes: number,
  write: (tx: Kysely<Database>, c: number, n: number) => Promise<void>,
): Promise<number> {
  const uow = kyselyUnitOfWork(db, 'postgres', (tx) => tx);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      for (let n = 0; n < writes; n++) await uow.run((tx) => write(tx, c, n));
    }),
  );
  return (connections * writes) / ((performance.now() - started) / 1000);
}

/** Runs the three subjects on the (empty, or migrated) PostgreSQL database at `url`. */
export async function runAuditAppendBench(
  url: string,
  connections: number,
  writes: number,
): Promise<AuditAppendFigures> {
  const database = openDatabase(url, { poolSize: connections + 2 });
  const { db } = database;
  try {
    await migrateToLatest(db);
    await createBaselineTables(db);
    const key = auditKeyOf(db);
    const before = await verifyAuditChain(db);
    const warm = Math.min(writes, 10);
    await rate(db, connections, warm, (tx, c, n) => bareWrite(tx, event(c, n).at));
    const bare = await rate(db, connections, writes, (tx, c, n) => bareWrite(tx, event(c, n).at));
    await rate(db, connections, warm, (tx, c, n) => headAppend(tx, event(c, n), key));
    const head = await rate(db, connections, writes, (tx, c, n) => headAppend(tx, event(c, n), key));
    const sealer = createAuditSealer(db, 'postgres');
    const sealing = startAuditSealing(sealer, { log: (message) => console.error(message) });
    const sealed = await rate(db, connections, writes, (tx, c, n) => kyselyAuditLog(tx).append(event(c, n)));
    const lastWrite = performance.now();
    await sealing.stop();
    await sealer.sealAll();
    const sealCatchUpMs = performance.now() - lastWrite;
    const after = await verifyAuditChain(db, { seal: false });
    if (!before.ok || !after.ok || after.pending !== 0)
      throw new Error(`the audit chain does not verify: ${JSON.stringify(after)}`);
    await dropBaselineTables(db);
    return {
      connections,
      writesPerConnection: writes,
      bare,
      head,
      sealed,
      sealCatchUpMs,
      verifiedEntries: after.entries - before.entries,
    };
  } finally {
    await database.close();
  }
}

const perSecond = (n: number) => `${Math.round(n).toLocaleString('en-US')}/s`.padStart(10);
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

/** The figures as a table. */
export function formatAuditAppend(f: AuditAppendFigures): string {
  return [
    `Audited writes on PostgreSQL, ${f.connections} connections × ${f.writesPerConnection.toLocaleString('en-US')} transactions`,
    `  bare one-row insert (baseline)        ${perSecond(f.bare)}`,
    `  before: head row locked FOR UPDATE    ${perSecond(f.head)}   ${ratio(f.head, f.bare)} of bare`,
    `  now: numbered insert, sealer on timer ${perSecond(f.sealed)}   ${ratio(f.sealed, f.bare)} of bare, ${ratio(f.sealed, f.head)} before`,
    `  sealer caught up ${Math.round(f.sealCatchUpMs)} ms after the last write; chain verified (${f.verifiedEntries.toLocaleString('en-US')} new entries)`,
  ].join('\n');
}

/** Writes the figures as JSON under `dir`; answers the file. */
export function writeAuditAppendSummary(f: AuditAppendFigures, dir = join('data', 'bench')): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'audit-append.json');
  const machine = { cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, node: process.version };
  const ratios = {
    headOfBare: f.head / f.bare,
    sealedOfBare: f.sealed / f.bare,
    sealedOfHead: f.sealed / f.head,
  };
  writeFileSync(
    file,
    `${JSON.stringify({ bench: 'audit-append', at: new Date().toISOString(), machine, ...f, ratios }, null, 2)}\n`,
  );
  return file;
}

if (process.argv[1]?.endsWith('audit-append.ts')) {
  const connections = Number(process.argv[2] ?? 50);
  const writes = Number(process.argv[3] ?? 200);
  const target = await benchDatabase(process.env);
  try {
    const figures = await runAuditAppendBench(target.url, connections, writes);
    console.log(formatAuditAppend(figures));
    console.log(`  summary: ${writeAuditAppendSummary(figures)}`);
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await target.drop();
  }
}
