import { describe, expect, it } from 'vitest';
import { unwrap } from '../errors/result';
import { makeLoan } from '../loans/testing/loan-samples';
import { actor, loansWorld } from '../loans/testing/loans-world';
import { ILLUSTRATIVE_ADJUSTMENT_GRID } from './illustrative-adjustment-grid';

const GRID = ILLUSTRATIVE_ADJUSTMENT_GRID;

import { getPriceAdjustments } from './get-price-adjustments';

const investor = actor('investor-1', 'investor');

async function world() {
  const w = loansWorld();
  await w.seed([
    makeLoan({ id: 'a', loanNumber: '1', status: 'bidding', fico: 745, ltv: 80 }),
    makeLoan({ id: 'b', loanNumber: '2', status: 'bidding', fico: 790, ltv: 50 }),
    makeLoan({ id: 'hidden', loanNumber: '3', status: 'listed' }),
  ]);
  return w;
}

describe('getPriceAdjustments (spec §7 get_price_adjustment)', () => {
  it('returns loan id and totalAdj for each requested loan, in the order asked', async () => {
    const w = await world();
    const r = unwrap(await getPriceAdjustments(w.deps, investor, { loanIds: ['b', 'a'] }, GRID));
    expect(r.map(({ loanId, totalAdj }) => ({ loanId, totalAdj }))).toEqual([
      { loanId: 'b', totalAdj: 0 },
      { loanId: 'a', totalAdj: 0.875 },
    ]);
  });

  it('prices with the grid it is given', async () => {
    const w = await world();
    const flat = {
      ...ILLUSTRATIVE_ADJUSTMENT_GRID,
      matrix: ILLUSTRATIVE_ADJUSTMENT_GRID.matrix.map((row) => row.map(() => 1.25)),
    };
    expect(unwrap(await getPriceAdjustments(w.deps, investor, { loanIds: ['a'] }, flat))[0]?.totalAdj).toBe(
      1.25,
    );
  });

  it('refuses loans the viewer cannot see, an invalid grid, an empty request and users without a persona', async () => {
    const w = await world();
    expect(await getPriceAdjustments(w.deps, investor, { loanIds: ['a', 'hidden'] }, GRID)).toMatchObject({
      ok: false,
      error: { kind: 'not_found', details: { loanIds: ['hidden'] } },
    });
    const bad = { ...ILLUSTRATIVE_ADJUSTMENT_GRID, matrix: [] };
    expect(await getPriceAdjustments(w.deps, investor, { loanIds: ['a'] }, bad)).toMatchObject({
      ok: false,
      error: { code: 'ANALYTICS.INVALID_GRID' },
    });
    expect(await getPriceAdjustments(w.deps, investor, { loanIds: [] }, GRID)).toMatchObject({
      ok: false,
      error: { kind: 'invalid' },
    });
    expect(await getPriceAdjustments(w.deps, actor('x', null), { loanIds: ['a'] }, GRID)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
  });
});
