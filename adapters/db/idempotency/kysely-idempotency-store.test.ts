import { describe, expect, it } from 'vitest';
import type { IdempotencyClaim } from '../../../core/ports/idempotency-store';
import { testDatabases } from '../testing/test-databases';
import { kyselyIdempotencyStore } from './kysely-idempotency-store';

const AT = '2026-01-15T12:00:00.000Z';
const LATER = '2026-01-15T12:05:00.000Z';

const ask = (over: Partial<IdempotencyClaim> = {}): IdempotencyClaim => ({
  scope: 'u1',
  key: 'k',
  fingerprint: 'f1',
  at: AT,
  leaseUntil: '2026-01-15T12:01:00.000Z',
  ...over,
});

const claimOf = (begun: { state: string; claim?: string }) => {
  expect(begun.state).toBe('new');
  return begun.claim!;
};

describe.each(testDatabases().map((b) => [b.name, b] as const))('idempotency keys on %s', (_n, backend) => {
  it('claims a key once, replays the stored answer, and refuses other parameters', async () => {
    const { db } = await backend.open();
    const store = kyselyIdempotencyStore(db);
    const claim = claimOf(await store.begin(ask()));
    expect(await store.begin(ask())).toEqual({ state: 'in_progress' });
    await store.complete('u1', 'k', claim, 200, '{"ok":true}');
    expect(await store.begin(ask())).toEqual({ state: 'replay', status: 200, body: '{"ok":true}' });
    expect(await store.begin(ask({ fingerprint: 'f2' }))).toEqual({ state: 'mismatch' });
    expect((await store.begin(ask({ scope: 'u2', fingerprint: 'f2' }))).state).toBe('new');
  });

  it('lets an abandoned or day-old key start afresh', async () => {
    const { db } = await backend.open();
    const store = kyselyIdempotencyStore(db);
    await store.abandon('u1', 'k', claimOf(await store.begin(ask())));
    const claim = claimOf(await store.begin(ask({ fingerprint: 'f2' })));
    await store.complete('u1', 'k', claim, 201, '{}');
    expect((await store.begin(ask({ fingerprint: 'f3', at: '2026-01-17T12:00:00.000Z' }))).state).toBe('new');
  });

  it('keeps an unanswered key while its lease runs and hands it over once the lease has run out', async () => {
    const { db } = await backend.open();
    const store = kyselyIdempotencyStore(db);
    const crashed = claimOf(await store.begin(ask()));
    expect(await store.begin(ask({ at: '2026-01-15T12:00:59.000Z' }))).toEqual({ state: 'in_progress' });
    const retry = claimOf(await store.begin(ask({ at: LATER, leaseUntil: '2026-01-15T12:06:00.000Z' })));
    expect(retry).not.toBe(crashed);
    // The attempt that outlived its lease can neither release nor answer the key now held by the retry.
    await store.abandon('u1', 'k', crashed);
    await store.complete('u1', 'k', crashed, 200, '{"late":true}');
    expect(await store.begin(ask({ at: LATER }))).toEqual({ state: 'in_progress' });
    await store.complete('u1', 'k', retry, 201, '{"retry":true}');
    expect(await store.begin(ask({ at: LATER }))).toEqual({
      state: 'replay',
      status: 201,
      body: '{"retry":true}',
    });
  });

  it('lets exactly one of many concurrent requests with the same key run', async () => {
    const { db } = await backend.open();
    const store = kyselyIdempotencyStore(db);
    const results = await Promise.all(Array.from({ length: 12 }, () => store.begin(ask({ key: 'same' }))));
    expect(results.filter((r) => r.state === 'new')).toHaveLength(1);
    expect(results.filter((r) => r.state === 'in_progress')).toHaveLength(11);
  });

  it('lets exactly one of many concurrent retries take over an expired lease', async () => {
    const { db } = await backend.open();
    const store = kyselyIdempotencyStore(db);
    claimOf(await store.begin(ask({ key: 'stale' })));
    const retries = await Promise.all(
      Array.from({ length: 12 }, () =>
        store.begin(ask({ key: 'stale', at: LATER, leaseUntil: '2026-01-15T12:06:00.000Z' })),
      ),
    );
    expect(retries.filter((r) => r.state === 'new')).toHaveLength(1);
    expect(retries.filter((r) => r.state === 'in_progress')).toHaveLength(11);
  });
});
