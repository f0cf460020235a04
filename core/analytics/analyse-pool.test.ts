import { describe, expect, it } from 'vitest';
import { unwrap } from '../errors/result';
import { addToPool } from '../loans/pool';
import { makeLoan } from '../loans/testing/loan-samples';
import { actor, loansWorld } from '../loans/testing/loans-world';
import { cents } from '../money/cents';
import { analysePool } from './analyse-pool';

const investor = actor('investor-1', 'investor');

async function world() {
  const w = loansWorld();
  await w.seed([
    makeLoan({ id: 'a', loanNumber: '1', status: 'bidding', fico: 700, amountCents: cents(10_000_000) }),
    makeLoan({
      id: 'b',
      loanNumber: '2',
      status: 'bidding',
      fico: 780,
      amountCents: cents(30_000_000),
      attributes: { State: 'CA' },
    }),
    makeLoan({
      id: 'c',
      loanNumber: '3',
      status: 'bidding',
      fico: 640,
      amountCents: cents(5_000_000),
      attributes: { propstate: 'TX' },
    }),
  ]);
  return w;
}

describe('analysePool', () => {
  it("analyses the actor's pool: summary, info table and the requested strats", async () => {
    const w = await world();
    unwrap(await addToPool(w.deps, investor, { loanIds: ['a', 'b'] }));
    const r = unwrap(
      await analysePool(w.deps, investor, { strats: [{ metric: 'fico', boundaries: [720] }] }),
    );
    expect(r.summary).toMatchObject({
      count: 2,
      totalBalanceCents: 40_000_000,
      weightedAverages: { fico: 760 },
    });
    expect(r.infoTable.find((row) => row.metric === 'FICO')).toEqual({
      metric: 'FICO',
      min: 700,
      max: 780,
      avg: 740,
      weightedAvg: 760,
    });
    expect(r.strats[0]?.buckets.map((b) => [b.label, b.count, b.balanceCents])).toEqual([
      ['< 720', 1, 10_000_000],
      ['≥ 720', 1, 30_000_000],
    ]);
    expect(r.byState.map((g) => [g.state, g.count, g.balanceCents])).toEqual([
      ['CA', 1, 30_000_000],
      ['Unknown', 1, 10_000_000],
    ]);
  });

  it('analyses given loans instead of the pool, for any viewer who can see them', async () => {
    const w = await world();
    const given = unwrap(await analysePool(w.deps, investor, { loanIds: ['c', 'a'] }));
    expect(given.summary).toMatchObject({ count: 2, totalBalanceCents: 15_000_000 });
    expect(given.byState.map((g) => g.state)).toEqual(['TX', 'Unknown']);
    await w.addDdCase('Tape A', 'dd-1');
    const reviewed = unwrap(
      await analysePool(w.deps, actor('dd-1', 'due_diligence'), { loanIds: ['a', 'b', 'c'] }),
    );
    expect(reviewed.infoTable.find((row) => row.metric === 'FICO')).toMatchObject({ min: 640, max: 780 });
    expect(reviewed.strats).toEqual([]);
  });

  it('refuses pool analysis to personas without a pool, invisible loans and bad strats', async () => {
    const w = await world();
    expect(await analysePool(w.deps, actor('dd-1', 'due_diligence'), {})).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(await analysePool(w.deps, actor('lender-2', 'lender'), { loanIds: ['a'] })).toMatchObject({
      ok: false,
      error: { kind: 'not_found' },
    });
    expect(
      await analysePool(w.deps, investor, { strats: [{ metric: 'fico', boundaries: [700, 600] }] }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'invalid' },
    });
  });
});
