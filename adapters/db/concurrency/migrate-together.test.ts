import { describe, expect, it } from 'vitest';
import { migrations } from '../migrations/index';
import { migrateToLatest } from '../migrator';
import { testDatabases } from '../testing/test-databases';
import { runWorker } from './run-worker';

// A server starting while an operator runs `ispz migrate`: several processes migrate one new
// SQLite file at once. Exactly one applies the migrations; the others wait and find nothing to do.
const [sqlite] = testDatabases();

describe('processes migrating one SQLite file at once', () => {
  it('apply each migration exactly once, and all succeed', async () => {
    const database = await sqlite!.open({ file: true, empty: true });
    // Every process loads first, then all start at the same moment.
    const startAt = String(Date.now() + 1000);
    const applied = await Promise.all(
      [1, 2, 3].map(() => runWorker<string[]>('migrate-worker.ts', [database.url, startAt])),
    );
    expect(applied.flat()).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(database.db)).toEqual([]);
  });
});
