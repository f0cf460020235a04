import { describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/test-databases';
import { kyselyIdempotencyStore } from './kysely-idempotency-store';

const AT = '2026-01-15T12:00:00.000Z';

describe.each(testDatabases().map((b) => [b.name, b] as const))('idempotency keys on %s', (_n, backend) => {
  it('reserves a key once, replays the stored answer, and refuses other parameters', async () => {
    const { db } = await backend.open();
    const store = kyselyIdempotencyStore(db);
    expect(await store.begin('u1', 'k', 'f1', AT)).toEqual({ state: 'new' });
    expect(await store.begin('u1', 'k', 'f1', AT)).toEqual({ state: 'in_progress' });
    await store.complete('u1', 'k', 200, '{"ok":true}');
    expect(await store.begin('u1', 'k', 'f1', AT)).toEqual({
      state: 'replay',
      status: 200,
      body: '{"ok":true}',
    });
    expect(await store.begin('u1', 'k', 'f2', AT)).toEqual({ state: 'mismatch' });
    expect(await store.begin('u2', 'k', 'f2', AT)).toEqual({ state: 'new' });
  });

  it('lets an abandoned or expired key start afresh', async () => {
    const { db } = await backend.open();
    const store = kyselyIdempotencyStore(db);
    await store.begin('u1', 'k', 'f1', AT);
    await store.abandon('u1', 'k');
    expect(await store.begin('u1', 'k', 'f2', AT)).toEqual({ state: 'new' });
    await store.complete('u1', 'k', 201, '{}');
    expect(await store.begin('u1', 'k', 'f3', '2026-01-17T12:00:00.000Z')).toEqual({ state: 'new' });
  });

  it('lets exactly one of many concurrent requests with the same key run', async () => {
    const { db } = await backend.open();
    const store = kyselyIdempotencyStore(db);
    const results = await Promise.all(Array.from({ length: 12 }, () => store.begin('u1', 'same', 'f', AT)));
    expect(results.filter((r) => r.state === 'new')).toHaveLength(1);
    expect(results.filter((r) => r.state === 'in_progress')).toHaveLength(11);
  });
});
