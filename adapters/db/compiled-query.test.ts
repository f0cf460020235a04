import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledQuery } from './compiled-query';
import { testDatabases } from './testing/test-databases';

// A query compiled once per dialect answers as the builder does, with each call's values.
const answered = compiledQuery((db, p: { scope: string; key: string }) =>
  db
    .selectFrom('idempotency_keys')
    .select(['key', 'status'])
    .where('scope', '=', p.scope)
    .where('key', '=', p.key)
    .where('fingerprint', '<>', 'never'),
);
const answer = compiledQuery((db, p: { key: string; status: number }) =>
  db
    .updateTable('idempotency_keys')
    .set({ status: p.status })
    .where('key', '=', p.key)
    .where('status', 'is', null),
);

describe.each(testDatabases().map((b) => [b.name, b] as const))('a compiled query on %s', (_n, backend) => {
  it('runs with each call’s values and its constants kept, reading and writing like the builder', async () => {
    const { db } = await backend.open();
    const row = (scope: string, key: string) => ({
      scope,
      key,
      fingerprint: 'f',
      status: null,
      body: null,
      created_at: '2026-01-01T00:00:00.000Z',
      claim: null,
      lease_until: null,
    });
    await db
      .insertInto('idempotency_keys')
      .values([row('u1', 'a'), row('u2', 'b')])
      .execute();
    expect((await answered(db, { scope: 'u2', key: 'b' })).rows).toEqual([{ key: 'b', status: null }]);
    expect((await answered(db, { scope: 'u1', key: 'b' })).rows).toEqual([]);
    expect((await answer(db, { key: 'a', status: 201 })).numAffectedRows).toBe(1n);
    expect((await answer(db, { key: 'a', status: 409 })).numAffectedRows).toBe(0n);
    expect((await answered(db, { scope: 'u1', key: 'a' })).rows).toEqual([{ key: 'a', status: 201 }]);
  });

  it('refuses an argument that would become SQL text rather than a parameter', async () => {
    const { db } = await backend.open();
    const inlined = compiledQuery((d, p: { column: string }) =>
      d.selectFrom('idempotency_keys').select('key').where(sql.ref(p.column), '=', 'x'),
    );
    await expect(inlined(db, { column: 'key' })).rejects.toThrow(/became SQL text/);
  });
});
