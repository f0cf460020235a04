import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../core/ports/clock';
import { DEMO_TAPES } from '../../fixtures/tapes/build';
import { localDiskBlobStore } from '../blob/local-disk-blob-store';
import { openDatabase } from '../db/connection';
import { kyselyStores } from '../db/stores';
import { testDatabases } from '../db/testing/test-databases';
import { kyselyUnitOfWork } from '../db/unit-of-work';
import { writeXlsx } from '../spreadsheet/write-sheet';
import { uuidV7Ids } from '../system/uuid-v7-ids';
import { importTapeFile } from './import-tape-file';
import { kyselyTapeFileServices } from './tape-file-services';
import { CAST, fixtureFile } from './testing/tape-world';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((f) => rm(f, { recursive: true, force: true }))));

describe.each(testDatabases().map((b) => [b.name, b] as const))('tape imports on %s', (name, backend) => {
  /** Import deps on `url`; PostgreSQL gets a pool per caller, as separate servers would have. */
  async function world() {
    const database = await backend.open({ file: true });
    const blobDir = await mkdtemp(join(tmpdir(), 'ispz-import-db-'));
    folders.push(blobDir);
    const clock = fixedClock('2026-03-01T00:00:00.000Z');
    const on = (connection: typeof database) => ({
      trading: {
        uow: kyselyUnitOfWork(connection.db, connection.dialect, kyselyStores),
        clock,
        ids: uuidV7Ids,
      },
      blobs: localDiskBlobStore(blobDir),
      ...kyselyTapeFileServices(connection, clock),
    });
    // SQLite: one connection per process (better-sqlite3 is synchronous); PostgreSQL: one pool each.
    const connections =
      name === 'postgres'
        ? [0, 1, 2].map(() => openDatabase(database.url, { poolSize: 4 }))
        : [database, database, database];
    return {
      callers: connections.map((c) => on(c as typeof database)),
      close: () => Promise.all(connections.filter((c) => c !== database).map((c) => c.close())),
    };
  }

  for (const tapeExists of [false, true]) {
    it(`answers the losers of a race to import one file as duplicates (tape exists: ${tapeExists})`, async () => {
      const w = await world();
      try {
        const bytes = await fixtureFile(DEMO_TAPES.platform.file);
        if (tapeExists) {
          const asf = await fixtureFile(DEMO_TAPES.asf.file);
          const first = await importTapeFile(w.callers[0]!, CAST.lender, {
            tapeName: 'Race',
            fileName: 'asf.xlsx',
            bytes: asf,
            update: false,
          });
          expect(first.ok).toBe(true);
        }
        const results = await Promise.all(
          w.callers.map((deps) =>
            importTapeFile(deps, CAST.lender, { tapeName: 'Race', fileName: 'p.csv', bytes, update: false }),
          ),
        );
        const codes = results.map((r) => (r.ok ? 'ok' : r.error.code)).sort();
        expect(codes).toEqual(['TAPE.ALREADY_IMPORTED', 'TAPE.ALREADY_IMPORTED', 'ok']);
        const sequential = await importTapeFile(w.callers[0]!, CAST.lender, {
          tapeName: 'Race',
          fileName: 'p.csv',
          bytes,
          update: false,
        });
        const loser = results.find((r) => !r.ok);
        expect(loser).toEqual(sequential);
      } finally {
        await w.close();
      }
    });
  }

  it('refuses the same file under another tape of the lender, naming the tape it went into', async () => {
    const w = await world();
    try {
      const deps = w.callers[0]!;
      const bytes = await fixtureFile(DEMO_TAPES.platform.file);
      const input = { fileName: 'p.csv', bytes, update: false };
      expect((await importTapeFile(deps, CAST.lender, { ...input, tapeName: 'First' })).ok).toBe(true);
      expect(await importTapeFile(deps, CAST.lender, { ...input, tapeName: 'Second' })).toMatchObject({
        ok: false,
        error: { code: 'TAPE.ALREADY_IMPORTED', message: 'This file has already been imported as First.' },
      });
      // Another lender's tapes are not looked at.
      expect((await importTapeFile(deps, CAST.otherLender, { ...input, tapeName: 'Theirs' })).ok).toBe(true);
    } finally {
      await w.close();
    }
  });

  it('imports one file racing under three tape names into one tape only', async () => {
    const w = await world();
    try {
      const bytes = await fixtureFile(DEMO_TAPES.platform.file);
      const results = await Promise.all(
        w.callers.map((deps, i) =>
          importTapeFile(deps, CAST.lender, {
            tapeName: `Race ${i}`,
            fileName: 'p.csv',
            bytes,
            update: false,
          }),
        ),
      );
      const codes = results.map((r) => (r.ok ? 'ok' : r.error.code)).sort();
      expect(codes).toEqual(['TAPE.ALREADY_IMPORTED', 'TAPE.ALREADY_IMPORTED', 'ok']);
      const tapes = await w.callers[0]!.trading.uow.run((s) => s.tapes.list());
      expect(tapes.filter((t) => t.name.startsWith('Race'))).toHaveLength(1);
    } finally {
      await w.close();
    }
  });

  it('rejects rows holding NUL characters with edit S007 and imports the rest', async () => {
    const w = await world();
    try {
      const text = (await fixtureFile(DEMO_TAPES.platform.file)).toString('utf8').replace(/^\uFEFF/, '');
      const [header, ...lines] = text
        .trim()
        .split(/\r?\n/)
        .slice(0, 4)
        .map((l) => l.split(','));
      const notes = [...header!, 'No\u0000tes'];
      const rows = lines.map((cells, i) => [...cells, i === 0 ? 'bad\u0000note' : 'fine']);
      const bytes = writeXlsx({ headers: notes, rows });
      const outcome = await importTapeFile(w.callers[0]!, CAST.lender, {
        tapeName: 'Nul',
        fileName: 'nul.xlsx',
        bytes,
        update: false,
      });
      expect(outcome).toMatchObject({ ok: true, value: { accepted: 2, rejected: 1 } });
      if (!outcome.ok) return;
      expect(outcome.value.findings).toEqual([
        expect.objectContaining({ row: 2, code: 'S007', column: 'Notes', stage: 'syntactical' }),
      ]);
    } finally {
      await w.close();
    }
  });
});
