// The HTTP routes call `.openapi()` on core schemas, which only schemas built after
// @hono/zod-openapi has loaded have: load the composition root before anything imports core.
import '../compose';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testing/test-databases';
import { DEMO_STEPS, isSeeded, seedDemo } from './seed-demo';
import { openPlatform, rowCounts, testPlatform } from './testing/seeded-platform';

// Two platforms in this process stand for two processes on PostgreSQL, where every connection is
// a server process of its own. On SQLite they cannot: better-sqlite3 waits for a lock by blocking
// the thread, so the holder in the same process could never finish; there `BEGIN IMMEDIATE`
// already admits one writer at a time across processes, and each step re-checks inside it.
const postgres = testDatabases().filter((b) => b.name === 'postgres');

describe.each(postgres.map((b) => [b.name, b] as const))('two seeders at once on %s', (_name, backend) => {
  it('write the demo once between them, each step by one of them', async () => {
    const { platform, dispose } = await testPlatform(backend);
    const other = await openPlatform(platform.config);
    try {
      const [a, b] = await Promise.all([seedDemo(platform), seedDemo(other)]);
      expect([...a.stepsRun, ...b.stepsRun].sort()).toEqual(DEMO_STEPS.map((s) => s.name).sort());
      expect(a.created.users + b.created.users).toBe(8);
      expect(a.created.loans + b.created.loans).toBe(120);
      expect(await isSeeded(other)).toBe(true);
      const counts = await rowCounts(platform);
      expect(counts).toMatchObject({ users: 8, tapes: 2, loans: 120, bids: 22, ownership_changes: 1 });
    } finally {
      await other.close();
      await dispose();
    }
  });
});
