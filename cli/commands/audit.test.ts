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
const [sqlite] = testDatabases();

describe('ispz audit verify --expect-head', () => {
  let w: CliWorld;
  beforeEach(async () => {
    w = await cliWorld(sqlite!);
    await w.user('lender@t.test', 'lender');
    for (const [tape, file] of [
      ['A', demo],
      ['B', asf],
    ] as const)
      expect(await w.run('tape', 'import', file, '--tape', tape, '--lender', 'lender@t.test')).toMatchObject({
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

  it('fails when the chain was rolled back to before the recorded head', async () => {
    const recorded = await head();
    const first = await w.database.db
      .selectFrom('audit_log')
      .select('hash')
      .where('seq', '=', 1)
      .executeTakeFirstOrThrow();
    await w.database.db.deleteFrom('audit_log').where('seq', '=', 2).execute();
    await w.database.db.updateTable('audit_head').set({ seq: 1, hash: first.hash }).execute();
    expect((await w.run('audit', 'verify')).code).toBe(EXIT.ok);
    const checked = await w.run('audit', 'verify', '--expect-head', recorded);
    expect(checked.code).toBe(EXIT.refused);
    expect(checked.err).toMatch(/recorded head .* is not in the chain/);
  });

  it('fails when a row was rewritten and every hash recomputed without the key', async () => {
    const { db } = w.database;
    const rows = await db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
    let prev = rows[0]!.prev_hash;
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

  it('refuses a value that is not a hash as bad usage', async () => {
    expect((await w.run('audit', 'verify', '--expect-head', 'abc')).code).toBe(EXIT.usage);
  });
});
