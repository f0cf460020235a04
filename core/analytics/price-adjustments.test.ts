import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeLoan, sampleLoans } from '../loans/testing/loan-samples';
import { type AdjustmentGrid, validateAdjustmentGrid } from './adjustment-grid';
import { ILLUSTRATIVE_ADJUSTMENT_GRID as GRID } from './illustrative-adjustment-grid';
import { creditRow, ltvColumn, meets, priceAdjustment } from './price-adjustments';

describe('price adjustments', () => {
  it('a plain purchase of a primary single-family home takes only its grid cell', () => {
    const r = priceAdjustment(makeLoan({ id: 'a', fico: 745, ltv: 80 }), GRID);
    expect(r).toEqual({
      loanId: 'a',
      totalAdj: 0.875,
      lines: [{ name: 'Credit score 740–759, LTV > 75 to ≤ 80', percent: 0.875 }],
    });
  });

  it('adds every add-on the loan meets, at the loan’s LTV column', () => {
    const investorCondo = makeLoan({
      fico: 700,
      ltv: 85,
      occupancy: 'investment property',
      propertyType: 'CONDO',
    });
    expect(priceAdjustment(investorCondo, GRID).totalAdj).toBe(1.625 + 4.125 + 0.75);
    const cashOutTriplex = makeLoan({ fico: 600, ltv: 97, purpose: 'Cash Out Refi', units: 3 });
    expect(priceAdjustment(cashOutTriplex, GRID).lines.map((l) => l.name)).toEqual([
      'Credit score < 640, LTV > 95',
      'Cash-out refinance',
      '2–4 units',
    ]);
    expect(priceAdjustment(cashOutTriplex, GRID).totalAdj).toBe(5.375);
  });

  it('places scores and LTVs on the bucket edges as the grid says', () => {
    expect([639, 640, 779, 780, 850].map((f) => creditRow(GRID, f))).toEqual([0, 1, 7, 8, 8]);
    expect([0, 30, 30.01, 95, 95.01, 140].map((l) => ltvColumn(GRID, l))).toEqual([0, 0, 1, 7, 8, 8]);
  });

  it('matches feature text ignoring case, spaces and punctuation; units by range', () => {
    expect(
      meets(makeLoan({ purpose: 'cash-out refinance' }), { field: 'purpose', anyOf: ['Cash Out Refinance'] }),
    ).toBe(true);
    expect(meets(makeLoan({ purpose: null }), { field: 'purpose', anyOf: ['Purchase'] })).toBe(false);
    expect(meets(makeLoan({ units: 4 }), { field: 'units', min: 2, max: 4 })).toBe(true);
    expect(meets(makeLoan({ units: null }), { field: 'units', min: 2, max: 4 })).toBe(false);
  });

  it('totalAdj is exactly the sum of its lines, each taken from the grid', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const loan of sampleLoans(seed, 10)) {
          const r = priceAdjustment(loan, GRID);
          const thousandths = r.lines.reduce((s, l) => s + Math.round(l.percent * 1000), 0);
          expect(r.totalAdj * 1000).toBe(thousandths);
          expect(r.lines[0]!.percent).toBe(
            GRID.matrix[creditRow(GRID, loan.fico!)]![ltvColumn(GRID, loan.ltv!)],
          );
        }
      }),
    );
  });

  it("prices a loan with no reported FICO or LTV in the grid's most conservative cell, and says so", () => {
    const r = priceAdjustment(makeLoan({ fico: null, ltv: null }), GRID);
    expect(r.lines[0]).toEqual({
      name: 'Credit score not reported, LTV not reported',
      percent: GRID.matrix[0]![GRID.ltvCeilings.length],
    });
  });
});

describe('grid validation', () => {
  it('accepts the default grid', () => {
    expect(validateAdjustmentGrid(GRID).ok).toBe(true);
  });

  const broken: [string, AdjustmentGrid][] = [
    ['a missing row', { ...GRID, matrix: GRID.matrix.slice(1) }],
    ['a short row', { ...GRID, matrix: [GRID.matrix[0]!.slice(1), ...GRID.matrix.slice(1)] }],
    ['falling floors', { ...GRID, creditScoreFloors: [...GRID.creditScoreFloors].reverse() }],
    ['a first floor above 300', { ...GRID, creditScoreFloors: GRID.creditScoreFloors.map((f) => f + 400) }],
    ['falling ceilings', { ...GRID, ltvCeilings: [80, 60, 70, 75, 30, 85, 90, 95] }],
    ['four decimals', { ...GRID, matrix: [GRID.matrix[0]!.map(() => 0.1255), ...GRID.matrix.slice(1)] }],
    [
      'an add-on of the wrong width',
      { ...GRID, addOns: [{ name: 'x', when: { field: 'units', min: 2, max: 4 }, adjustment: [1] }] },
    ],
    ['two add-ons of one name', { ...GRID, addOns: [GRID.addOns[0]!, GRID.addOns[0]!] }],
  ];
  it.each(broken)('refuses %s', (_, grid) => {
    expect(validateAdjustmentGrid(grid)).toMatchObject({
      ok: false,
      error: { kind: 'invalid', code: 'ANALYTICS.INVALID_GRID' },
    });
  });
});
