/**
 * An Idempotency-Key held by the request's own write transaction (`runOnce`), on SQLite and
 * PostgreSQL, through the real unit of work: the call, its key and its answer commit as one
 * write or not at all, a retry gets the answer without writing, concurrent attempts run the call
 * once, and a crashed attempt's lease still runs out.
 */
import { describe, expect, it } from 'vitest';
import type { IdempotentAnswer } from '../../../core/ports/idempotency-store';
import { testDatabases } from '../testing/test-databases';
import { watchTransactions } from '../testing/write-transactions';
import { AT, ask, CREATED, LATER, runOnceWorld } from './testing/run-once-world';

describe.each(testDatabases().map((b) => [b.name, b] as const))('runOnce on %s', (_name, backend) => {
  const world = () => runOnceWorld(backend);

  it('commits the call, its key and its answer as one write, and replays the answer without a write', async () => {
    const w = await world();
    const watch = watchTransactions();
    const run = await w.store.runOnce!(ask(), w.answering(CREATED));
    expect([run, watch.stop().writes]).toEqual([{ state: 'done' }, 1]);
    expect(await w.status('a')).toBe('bidding');
    expect(await w.kept()).toEqual({ status: 201, body: CREATED.body, lease_until: null });

    const again = watchTransactions();
    expect(await w.store.runOnce!(ask(), () => w.call().then(() => CREATED))).toEqual({
      state: 'replay',
      ...CREATED,
    });
    expect(await w.store.runOnce!(ask({ fingerprint: 'f2' }), async () => CREATED)).toEqual({
      state: 'mismatch',
    });
    expect([again.stop().writes, w.calls()]).toEqual([0, 1]);
  });

  it('takes the call back with its key when the request fails, so a retry runs it', async () => {
    const w = await world();
    expect(await w.store.runOnce!(ask(), w.answering(null))).toEqual({ state: 'done' });
    const boom = new Error('the route failed after the call');
    await expect(w.store.runOnce!(ask(), () => w.call().then(() => Promise.reject(boom)))).rejects.toBe(boom);
    expect([await w.status('a'), await w.kept()]).toEqual(['listed', undefined]);
    expect(await w.store.runOnce!(ask(), w.answering(CREATED))).toEqual({ state: 'done' });
    expect(await w.status('a')).toBe('bidding');
  });

  it('keeps the key and the refusal, but none of the writes, of a call that refused', async () => {
    const w = await world();
    const refused: IdempotentAnswer = { status: 409, body: '{"code":"REFUSED"}' };
    const watch = watchTransactions();
    const run = await w.store.runOnce!(ask(), () =>
      w.uow
        .run(async (s) => {
          await s.loans.setStatus('a', 'listed', 'bidding', AT);
          throw new Error('refused half-way');
        })
        .catch(() => refused),
    );
    expect([run, watch.stop().writes]).toEqual([{ state: 'done' }, 1]);
    expect(await w.status('a')).toBe('listed');
    expect(await w.store.runOnce!(ask(), async () => CREATED)).toEqual({ state: 'replay', ...refused });
  });

  it('runs one of ten attempts with the same key at once; the others get its answer', async () => {
    const w = await world();
    const runs = await Promise.all(
      Array.from({ length: 10 }, () => w.store.runOnce!(ask(), w.answering(CREATED))),
    );
    expect(w.calls()).toBe(1);
    expect(runs.filter((r) => r.state === 'done')).toHaveLength(1);
    expect(runs.filter((r) => r.state === 'replay')).toHaveLength(9);
  });

  it('hands the key of an attempt that crashed holding it to a retry once its lease has run out', async () => {
    const w = await world();
    expect((await w.store.begin(ask())).state).toBe('new');
    expect(await w.store.runOnce!(ask({ at: '2026-01-15T12:00:30.000Z' }), async () => CREATED)).toEqual({
      state: 'in_progress',
    });
    const retry = ask({ at: LATER, leaseUntil: '2026-01-15T12:06:00.000Z' });
    expect(await w.store.runOnce!(retry, w.answering(CREATED))).toEqual({ state: 'done' });
    expect([w.calls(), await w.status('a'), (await w.kept())?.status]).toEqual([1, 'bidding', 201]);
  });
});
