import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entryHash } from '../../adapters/db/audit/audit-hash';
import { rowToEntry } from '../../adapters/db/audit/kysely-audit-log';
import { testDatabases } from '../../adapters/db/testing/test-databases';
import { DEMO_TAPES } from '../../fixtures/tapes/build';
import { EXIT } from '../errors';
import { type CliWorld, cliWorld } from '../testing/cli-world';

const demo = join(import.meta.dirname, '../../fixtures/tapes', DEMO_TAPES.platform.file);
const asf = join(import.meta.dirname, '../../fixtures/tapes', DEMO_TAPES.asf.file);
describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'ispz audit seal and verify on %s',
  (_name, backend) => {
    let w: CliWorld;
    beforeEach(async () => {
      w = await cliWorld(backend);
      await w.user('lender@t.test', 'lender');
      for (const [tape, file] of [
        ['A', demo],
        ['B', asf],
      ] as const)
        expect(
          await w.run('tape', 'import', file, '--tape', tape, '--lender', 'lender@t.test'),
        ).toMatchObject({
          code: EXIT.ok,
        });
    });
    afterEach(() => w.close());

    const head = async () => (await w.run('audit', 'verify', '--json')).json<{ headHash: string }>().headHash;

    it('passes when the chain still ends at the recorded head, or has grown past it', async () => {
      const recorded = await head();
      expect((await w.run('audit', 'verify', '--expect-head', recorded)).code).toBe(EXIT.ok);
      const soon = new Date(Date.now() + 3_600_000).toISOString();
      expect(
        await w.run('bids', 'open', '--tape', 'A', '--valid-till', soon, '--loans', 'AGF-P-000001'),
      ).toMatchObject({
        code: EXIT.ok,
      });
      expect(await head()).not.toBe(recorded);
      expect((await w.run('audit', 'verify', '--expect-head', recorded)).code).toBe(EXIT.ok);
    });

    it('fails when the chain was rolled back to an old copy of the head kept from before', async () => {
      const { db } = w.database;
      await head();
      // Someone with database access kept the head row as it was after the two imports…
      const kept = await db.selectFrom('audit_head').selectAll().executeTakeFirstOrThrow();
      const soon = new Date(Date.now() + 3_600_000).toISOString();
      await w.run('bids', 'open', '--tape', 'A', '--valid-till', soon, '--loans', 'AGF-P-000001');
      const recorded = await head();
      // …and later puts it back, with the entries after it removed: a consistent, shorter chain.
      await db.deleteFrom('audit_log').where('seq', '>', kept.seq).execute();
      await db.updateTable('audit_head').set(kept).execute();
      expect((await w.run('audit', 'verify')).code).toBe(EXIT.ok);
      const checked = await w.run('audit', 'verify', '--expect-head', recorded);
      expect(checked.code).toBe(EXIT.refused);
      expect(checked.err).toMatch(/recorded head .* is not in the chain/);
    });

    it('fails when the head was moved back without the key, with or without --expect-head', async () => {
      const { db } = w.database;
      await head();
      const first = await db
        .selectFrom('audit_log')
        .select('hash')
        .where('seq', '=', 1)
        .executeTakeFirstOrThrow();
      await db.deleteFrom('audit_log').where('seq', '=', 2).execute();
      await db.updateTable('audit_head').set({ seq: 1, hash: first.hash! }).execute();
      expect(await w.run('audit', 'verify')).toMatchObject({
        code: EXIT.refused,
        err: /moved back or rewritten/,
      });
      // Trading goes on (writers never read the head), but nothing more is linked after it.
      const soon = new Date(Date.now() + 3_600_000).toISOString();
      await w.run('bids', 'open', '--tape', 'A', '--valid-till', soon, '--loans', 'AGF-P-000001');
      expect(await w.run('audit', 'seal')).toMatchObject({ code: EXIT.refused, err: /cannot be sealed/ });
    });

    it('fails when a row was rewritten and every hash recomputed without the key', async () => {
      await head();
      const { db } = w.database;
      const rows = await db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
      let prev = rows[0]!.prev_hash!;
      for (const row of rows) {
        const entry = { ...rowToEntry(row), subjectId: row.seq === 1 ? 'Z' : row.subject_id };
        const hash = entryHash(prev, entry);
        await db
          .updateTable('audit_log')
          .set({ subject_id: entry.subjectId, prev_hash: prev, hash })
          .where('seq', '=', row.seq)
          .execute();
        prev = hash;
      }
      await db.updateTable('audit_head').set({ hash: prev }).execute();
      expect(await w.run('audit', 'verify')).toMatchObject({ code: EXIT.refused, err: /broken at entry 1/ });
    });

    it('seals what commands wrote, and verify --no-seal reports it as not sealed yet', async () => {
      expect((await w.run('audit', 'verify', '--no-seal', '--json')).json()).toMatchObject({
        ok: true,
        entries: 0,
        pending: 2,
      });
      expect((await w.run('audit', 'verify', '--no-seal')).out).toMatch(/2 newer entries are not sealed yet/);
      const sealed = await w.run('audit', 'seal');
      expect(sealed).toMatchObject({
        code: EXIT.ok,
        out: /^Sealed 2 entries; the chain ends at entry 2, head [0-9a-f]{64}\.$/,
      });
      expect((await w.run('audit', 'seal', '--json')).json()).toMatchObject({ sealed: 0, headSeq: 2 });
      expect((await w.run('audit', 'verify', '--no-seal', '--json')).json()).toMatchObject({
        entries: 2,
        pending: 0,
      });
      expect((await w.run('audit', 'seal', '--wait', 'soon')).code).toBe(EXIT.usage);
    });

    it('refuses a value that is not a hash as bad usage', async () => {
      expect((await w.run('audit', 'verify', '--expect-head', 'abc')).code).toBe(EXIT.usage);
    });
  },
);
