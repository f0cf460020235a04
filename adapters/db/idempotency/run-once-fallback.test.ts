/**
 * `runOnce` when the request does not simply make its call and answer, on SQLite and PostgreSQL:
 * going on to the database before answering (a read, a second write) commits the first call with
 * the key under its lease, so nothing waits on the held transaction; an answer slower than the
 * store waits for does the same, and is kept when it comes; on PostgreSQL a serialization failure
 * runs the call again together with its claim.
 */
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../schema';
import { testDatabases } from '../testing/test-databases';
import { AT, ask, CREATED, runOnceWorld } from './testing/run-once-world';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const raise = (tx: Kysely<Database>, errcode: string) =>
  sql`do $$ begin raise exception 'provoked' using errcode = ${sql.raw(`'${errcode}'`)}; end $$`.execute(tx);

describe.each(testDatabases().map((b) => [b.name, b] as const))('runOnce on %s', (name, backend) => {
  const world = (options: { pendingAnswerMs?: number } = {}) => runOnceWorld(backend, options);

  it('commits the first call when the request goes on to the database, and keeps the answer after', async () => {
    const w = await world();
    const run = await w.store.runOnce!(ask(), async () => {
      await w.call('a');
      const read = await w.uow.read((s) => s.loans.get('a'));
      await w.call('b');
      return { status: 201, body: JSON.stringify(read?.status) };
    });
    expect(run).toEqual({ state: 'done' });
    expect([await w.status('a'), await w.status('b')]).toEqual(['bidding', 'bidding']);
    expect(await w.kept()).toEqual({ status: 201, body: '"bidding"', lease_until: null });
  });

  it('commits the call under the lease when the answer is slow, and keeps the answer when it comes', async () => {
    const w = await world({ pendingAnswerMs: 50 });
    const slow = w.store.runOnce!(ask(), async () => {
      await w.call();
      await pause(300);
      return CREATED;
    });
    await pause(150);
    expect(await w.store.runOnce!(ask(), async () => CREATED)).toEqual({ state: 'in_progress' });
    expect(await w.status('a')).toBe('bidding');
    expect(await slow).toEqual({ state: 'done' });
    expect(await w.store.runOnce!(ask(), async () => CREATED)).toEqual({ state: 'replay', ...CREATED });
    expect(w.calls()).toBe(1);
  });

  it.runIf(name === 'postgres')(
    'runs the call and its claim again after a serialization failure',
    async () => {
      const w = await world();
      let attempts = 0;
      const run = await w.store.runOnce!(ask(), async () => {
        await w.uow.run(async (s) => {
          attempts++;
          await s.loans.setStatus('a', 'listed', 'bidding', AT);
          if (attempts < 2) await raise(s.tx, 'serialization_failure');
        });
        return CREATED;
      });
      expect([run, attempts, await w.status('a'), (await w.kept())?.status]).toEqual([
        { state: 'done' },
        2,
        'bidding',
        201,
      ]);
    },
  );
});
