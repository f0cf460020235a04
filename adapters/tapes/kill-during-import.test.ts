/**
 * An import killed with SIGKILL while its transaction is open (loans already written in it)
 * leaves nothing of its batch in the database: no tape, loan, batch, audit entry or report; the
 * database stays consistent and takes the same file afterwards.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unwrap } from '../../core/errors/result';
import { fixedClock } from '../../core/ports/clock';
import { sequentialIds } from '../../core/ports/ids';
import { DEMO_TAPES } from '../../fixtures/tapes/build';
import { localDiskBlobStore } from '../blob/local-disk-blob-store';
import { verifyAuditChain } from '../db/audit/verify-audit-chain';
import { kyselyStores } from '../db/stores';
import { type TestDatabase, testDatabases } from '../db/testing/test-databases';
import { kyselyUnitOfWork } from '../db/unit-of-work';
import { importTapeFile } from './import-tape-file';
import { kyselyTapeFileServices } from './tape-file-services';
import { CAST, fixtureFile } from './testing/tape-world';

const WORKER = resolve(import.meta.dirname, 'testing/import-until-killed.ts');
const TAPE = resolve(import.meta.dirname, '../../fixtures/tapes', DEMO_TAPES.platform.file);

/** Runs the worker until it has written the loans inside its transaction, then kills it. */
function importAndKill(
  url: string,
  dataDir: string,
): Promise<{ signal: NodeJS.Signals | null; out: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER, url, dataDir, TAPE], {
      cwd: resolve(import.meta.dirname, '../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('WROTE')) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', fail);
    child.on('close', (_code, signal) =>
      out.includes('WROTE') ? done({ signal, out }) : fail(new Error(`worker ended before writing: ${err}`)),
    );
  });
}

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'an import killed mid-way on %s',
  (_name, backend) => {
    let database: TestDatabase;
    let dataDir: string;
    beforeEach(async () => {
      database = await backend.open({ file: true });
      dataDir = await mkdtemp(join(tmpdir(), 'ispz-kill-'));
    });
    afterEach(async () => {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    const count = async (table: 'tapes' | 'loans' | 'import_batches' | 'audit_log' | 'tape_import_reports') =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('leaves nothing of its batch behind, and the same file imports afterwards', async () => {
      const killed = await importAndKill(database.url, dataDir);
      expect(killed.signal).toBe('SIGKILL');
      expect(killed.out).toBe('WROTE 60\n');
      for (const table of ['tapes', 'loans', 'import_batches', 'audit_log', 'tape_import_reports'] as const)
        expect(await count(table), table).toBe(0);
      expect(await verifyAuditChain(database.db)).toMatchObject({ ok: true, entries: 0 });

      const clock = fixedClock('2026-03-01T00:00:00.000Z');
      const deps = {
        trading: {
          uow: kyselyUnitOfWork(database.db, database.dialect, kyselyStores),
          clock,
          ids: sequentialIds(),
        },
        blobs: localDiskBlobStore(join(dataDir, 'blobs')),
        ...kyselyTapeFileServices(database, clock),
      };
      const bytes = await fixtureFile(DEMO_TAPES.platform.file);
      const again = unwrap(
        await importTapeFile(deps, CAST.lender, {
          tapeName: 'Killed',
          fileName: 'again.csv',
          bytes,
          update: false,
        }),
      );
      expect(again).toMatchObject({ tapeCreated: true, added: 60 });
      expect(await count('loans')).toBe(60);
      expect(await count('tape_import_reports')).toBe(1);
    });
  },
);
