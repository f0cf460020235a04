import type { AdjustmentGrid } from './adjustment-grid';

/**
 * An illustrative price adjustment grid, as plain data: modelled on the shape and magnitude of
 * agency loan-level price adjustment matrices for purchase loans, not a quote of any (the spec
 * gives no values). The deployment chooses its grid explicitly — `PRICE_GRID_FILE`, else this
 * one, which the demo and the tests use (the type and `validateAdjustmentGrid` are in
 * adjustment-grid.ts). Columns: LTV ≤30, ≤60, ≤70, ≤75, ≤80, ≤85, ≤90, ≤95, >95.
 */
export const ILLUSTRATIVE_ADJUSTMENT_GRID: AdjustmentGrid = {
  name: 'Default loan-level price adjustments',
  creditScoreFloors: [300, 640, 660, 680, 700, 720, 740, 760, 780],
  ltvCeilings: [30, 60, 70, 75, 80, 85, 90, 95],
  matrix: [
    /* <640    */ [0.0, 0.125, 1.5, 2.375, 2.75, 2.875, 2.75, 2.625, 2.375],
    /* 640–659 */ [0.0, 0.0, 1.5, 2.25, 2.5, 2.75, 2.625, 2.25, 2.125],
    /* 660–679 */ [0.0, 0.0, 1.375, 1.875, 2.125, 2.25, 2.125, 1.875, 1.75],
    /* 680–699 */ [0.0, 0.0, 1.125, 1.5, 1.75, 1.875, 1.5, 1.375, 1.125],
    /* 700–719 */ [0.0, 0.0, 0.875, 1.25, 1.5, 1.625, 1.25, 1.125, 0.875],
    /* 720–739 */ [0.0, 0.0, 0.75, 0.875, 1.25, 1.25, 1.0, 0.875, 0.75],
    /* 740–759 */ [0.0, 0.0, 0.375, 0.5, 0.875, 1.0, 0.75, 0.625, 0.5],
    /* 760–779 */ [0.0, 0.0, 0.25, 0.25, 0.625, 0.625, 0.5, 0.5, 0.25],
    /* ≥780    */ [0.0, 0.0, 0.0, 0.0, 0.375, 0.375, 0.25, 0.25, 0.125],
  ],
  addOns: [
    {
      name: 'Cash-out refinance',
      when: { field: 'purpose', anyOf: ['Cash-Out Refinance', 'Cash Out Refi', 'Cash-out'] },
      adjustment: [0.375, 0.375, 0.625, 0.875, 1.375, 1.75, 2.0, 2.0, 2.0],
    },
    {
      name: 'Investment property',
      when: { field: 'occupancy', anyOf: ['Investment', 'Investment Property', 'Investor'] },
      adjustment: [2.125, 2.125, 2.125, 2.125, 3.375, 4.125, 4.125, 4.125, 4.125],
    },
    {
      name: 'Second home',
      when: { field: 'occupancy', anyOf: ['Second Home'] },
      adjustment: [1.125, 1.125, 1.625, 2.125, 3.375, 4.125, 4.125, 4.125, 4.125],
    },
    {
      name: 'Condo',
      when: { field: 'propertyType', anyOf: ['Condo', 'Condominium', 'Attached Condo'] },
      adjustment: [0.0, 0.0, 0.0, 0.125, 0.75, 0.75, 0.75, 0.75, 0.75],
    },
    {
      name: 'Manufactured home',
      when: { field: 'propertyType', anyOf: ['Manufactured Home', 'Manufactured Housing'] },
      adjustment: 0.5,
    },
    {
      name: '2–4 units',
      when: { field: 'units', min: 2, max: 4 },
      adjustment: [0.5, 0.5, 0.5, 0.5, 0.5, 1.0, 1.0, 1.0, 1.0],
    },
  ],
};
