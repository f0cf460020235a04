import { describe, expect, it } from 'vitest';
import { aLoan, INVESTOR, LENDER, tradeFixture } from '../transfer/testing/trade-fixture';
import { analyseFilter } from './analyse-filter';

async function world() {
  const f = tradeFixture();
  await f.addLoans(
    aLoan('loan-1', { fico: 650, status: 'bidding' }),
    aLoan('loan-2', { fico: 720, status: 'bidding' }),
    aLoan('loan-3', { fico: 780 }),
  );
  return f;
}

describe('analysing a filter', () => {
  it('analyses the visible loans passing the filter, with the strats asked for', async () => {
    const f = await world();
    const r = await analyseFilter(f.deps, LENDER, {
      filter: { ficoRange: [700, 800] },
      strats: [{ metric: 'fico', boundaries: [750] }],
    });
    expect(r.ok && r.value.summary).toMatchObject({ count: 2 });
    expect(r.ok && r.value.strats[0]?.buckets.map((b) => b.count)).toEqual([1, 1]);
    // The investor sees only the loans open for bidding: one of them passes.
    const seen = await analyseFilter(f.deps, INVESTOR, { filter: { ficoRange: [700, 800] } });
    expect(seen.ok && seen.value.summary).toMatchObject({ count: 1 });
  });

  it('ignores a range with one end only (spec §5) and refuses a reversed one or an unknown metric', async () => {
    const f = await world();
    const open = await analyseFilter(f.deps, LENDER, { filter: { ficoRange: [700, null] } });
    expect(open.ok && open.value.summary).toMatchObject({ count: 3 });
    const reversed = await analyseFilter(f.deps, LENDER, { filter: { ficoRange: [800, 700] } });
    expect(reversed).toMatchObject({ ok: false, error: { code: 'LOAN.INVALID_RANGE' } });
    const metric = await analyseFilter(f.deps, LENDER, {
      filter: {},
      strats: [{ metric: 'age', boundaries: [1] }],
    });
    expect(metric).toMatchObject({ ok: false, error: { kind: 'invalid' } });
  });

  it('refuses an actor without a loan persona', async () => {
    const f = await world();
    expect(await analyseFilter(f.deps, { ...LENDER, persona: null }, { filter: {} })).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
  });
});
