import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../errors/result';
import { addToPool, listPool, removeFromPool } from './pool';
import type { PoolStatus } from './pool-store';
import { makeLoan } from './testing/loan-samples';
import { actor, loansWorld } from './testing/loans-world';

const investor = actor('investor-1', 'investor');
const IDS = ['l1', 'l2', 'l3', 'l4'];

async function world() {
  const w = loansWorld();
  await w.seed([
    ...IDS.map((id, i) => makeLoan({ id, loanNumber: String(i), status: 'bidding' })),
    makeLoan({ id: 'hidden', loanNumber: 'h', status: 'listed' }),
  ]);
  return w;
}

const statuses = async (w: Awaited<ReturnType<typeof world>>, ids: string[]) =>
  Object.fromEntries((await w.read().pools.entriesFor('investor-1', ids)).map((e) => [e.loanId, e.status]));

describe('the loan pool', () => {
  it('adds and removes loans singly and in bulk, reporting what changed', async () => {
    const w = await world();
    expect(unwrap(await addToPool(w.deps, investor, { loanIds: ['l1', 'l2'] }))).toEqual({
      changed: 2,
      unchanged: 0,
    });
    expect(unwrap(await addToPool(w.deps, investor, { loanIds: ['l2', 'l3'] }))).toEqual({
      changed: 1,
      unchanged: 1,
    });
    expect(unwrap(await removeFromPool(w.deps, investor, { loanIds: ['l1', 'l4'] }))).toEqual({
      changed: 1,
      unchanged: 1,
    });
    expect(await statuses(w, IDS)).toEqual({ l1: 'Removed', l2: 'Added', l3: 'Added' });
  });

  it('lists the pooled loans still visible, masked, with their pool status', async () => {
    const w = await world();
    unwrap(await addToPool(w.deps, investor, { loanIds: ['l3', 'l1'] }));
    const r = unwrap(await listPool(w.deps, investor, { page: 1, limit: 10 }));
    expect(r.items.map((v) => [v.loan.id, v.poolStatus, v.borrowerMasked])).toEqual([
      ['l1', 'Added', true],
      ['l3', 'Added', true],
    ]);
    // The bid closes and the loan goes to someone else: it drops out of view, but can still be removed.
    await w.deps.uow.run((s) => s.loans.setStatus('l3', 'bidding', 'awarded', '2026-01-16T00:00:00.000Z'));
    expect(unwrap(await listPool(w.deps, investor)).items.map((v) => v.loan.id)).toEqual(['l1']);
    expect(unwrap(await removeFromPool(w.deps, investor, { loanIds: ['l3'] }))).toEqual({
      changed: 1,
      unchanged: 0,
    });
  });

  it('refuses the whole request when a loan is unknown or not visible, adding none', async () => {
    const w = await world();
    const r = await addToPool(w.deps, investor, { loanIds: ['l1', 'hidden', 'nope'] });
    expect(r).toMatchObject({
      ok: false,
      error: { kind: 'not_found', code: 'LOAN.NOT_FOUND', details: { loanIds: ['hidden', 'nope'] } },
    });
    expect(await statuses(w, ['l1'])).toEqual({});
  });

  it('refuses personas without a pool and empty requests', async () => {
    const w = await world();
    for (const who of [actor('dd-1', 'due_diligence'), actor('r', 'rating_agency'), actor('x', null)]) {
      expect(await addToPool(w.deps, who, { loanIds: ['l1'] })).toMatchObject({
        ok: false,
        error: { kind: 'forbidden' },
      });
      expect(await removeFromPool(w.deps, who, { loanIds: ['l1'] })).toMatchObject({
        ok: false,
        error: { kind: 'forbidden' },
      });
      expect(await listPool(w.deps, who)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    }
    expect(await addToPool(w.deps, investor, { loanIds: [] })).toMatchObject({
      ok: false,
      error: { kind: 'invalid' },
    });
  });

  it('add then remove leaves the loan Removed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.subarray(IDS, { minLength: 1 }), fc.subarray(IDS), async (ids, before) => {
        const w = await world();
        if (before.length > 0) unwrap(await addToPool(w.deps, investor, { loanIds: before }));
        unwrap(await addToPool(w.deps, investor, { loanIds: ids }));
        unwrap(await removeFromPool(w.deps, investor, { loanIds: ids }));
        const now = await statuses(w, ids);
        for (const id of ids) expect(now[id]).toBe('Removed');
      }),
      { numRuns: 40 },
    );
  });

  it('follows a simple model under any sequence of adds and removes', async () => {
    type Model = Map<string, PoolStatus>;
    type Real = Awaited<ReturnType<typeof world>>;
    class Op implements fc.AsyncCommand<Model, Real> {
      constructor(
        readonly add: boolean,
        readonly ids: string[],
      ) {}
      check = () => true;
      async run(model: Model, real: Real) {
        const r = unwrap(
          await (this.add ? addToPool : removeFromPool)(real.deps, investor, { loanIds: this.ids }),
        );
        const changing = this.ids.filter((id) =>
          this.add ? model.get(id) !== 'Added' : model.get(id) === 'Added',
        );
        expect(r.changed).toBe(changing.length);
        for (const id of changing) model.set(id, this.add ? 'Added' : 'Removed');
        expect(await statuses(real, IDS)).toEqual(Object.fromEntries(model));
      }
      toString = () => `${this.add ? 'add' : 'remove'}(${this.ids})`;
    }
    const op = fc
      .tuple(fc.boolean(), fc.subarray(IDS, { minLength: 1 }))
      .map(([add, ids]) => new Op(add, ids));
    await fc.assert(
      fc.asyncProperty(fc.commands([op], { maxCommands: 12 }), async (cmds) => {
        const real = await world();
        await fc.asyncModelRun(() => ({ model: new Map(), real }), cmds);
      }),
      { numRuns: 40 },
    );
  });
});
