import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/test-databases';
import { kyselyIdempotencyStore } from './kysely-idempotency-store';

// SQLite with another process's connection holding the write lock (a CLI import, a bid close):
// the idempotency store waits for it instead of failing — a `complete` lost after the call
// committed would let a later retry run the call a second time.
const [sqlite] = testDatabases();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ask = {
  scope: 'u1',
  key: 'k',
  fingerprint: 'f1',
  at: '2026-01-15T12:00:00.000Z',
  leaseUntil: '2026-01-15T12:01:00.000Z',
};

describe('idempotency keys on SQLite while another connection holds the write lock', () => {
  it('claims and completes a key once the lock is released, and then replays it', async () => {
    const database = await sqlite!.open({ file: true });
    const store = kyselyIdempotencyStore(database.db);
    const other = new SQLite(database.url.slice('sqlite:'.length), { timeout: 0 });

    other.exec('begin immediate');
    const claiming = store.begin(ask);
    await pause(200);
    other.exec('commit');
    const begun = await claiming;
    expect(begun.state).toBe('new');
    const claim = (begun as { claim: string }).claim;

    other.exec('begin immediate');
    const completing = store.complete('u1', 'k', claim, 200, '{"ok":true}');
    await pause(200);
    other.exec('commit');
    await completing;
    expect(await store.begin(ask)).toEqual({ state: 'replay', status: 200, body: '{"ok":true}' });
    other.close();
  });
});
