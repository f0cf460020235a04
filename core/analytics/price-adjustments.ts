import type { Loan } from '../loans/loan';
import type { AddOnCondition, AdjustmentGrid } from './adjustment-grid';

/**
 * Price adjustments per loan (spec §7 get_price_adjustment {loanIds} → loan_id, totalAdj): the
 * grid cell for the loan's FICO and LTV plus every add-on whose condition the loan meets, in
 * percent of the loan amount. Summed in integer thousandths of a percent, so the total is
 * exact (0.125 + 0.375 is 0.5, not 0.49999…).
 */

export interface PriceAdjustment {
  readonly loanId: string;
  /** Sum of the lines, percent of loan amount. */
  readonly totalAdj: number;
  /** The lines that make the total: the grid cell first, then each add-on that applied. */
  readonly lines: readonly { readonly name: string; readonly percent: number }[];
}

const normal = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** True when the loan has the feature an add-on prices. */
export function meets(loan: Loan, when: AddOnCondition): boolean {
  if (when.field === 'units') return loan.units !== null && loan.units >= when.min && loan.units <= when.max;
  const value = loan[when.field];
  return value !== null && when.anyOf.some((v) => normal(v) === normal(value));
}

/** Row index: the last credit-score floor at or below the FICO. */
export function creditRow(grid: AdjustmentGrid, fico: number): number {
  let row = 0;
  grid.creditScoreFloors.forEach((floor, i) => {
    if (floor <= fico) row = i;
  });
  return row;
}

/** Column index: the first LTV ceiling at or above the LTV, else the last column. */
export function ltvColumn(grid: AdjustmentGrid, ltv: number): number {
  const i = grid.ltvCeilings.findIndex((ceiling) => ltv <= ceiling);
  return i === -1 ? grid.ltvCeilings.length : i;
}

const thousandths = (percent: number) => Math.round(percent * 1000);

function rowLabel(grid: AdjustmentGrid, row: number): string {
  const floors = grid.creditScoreFloors;
  if (row === floors.length - 1) return `≥ ${floors[row]}`;
  return row === 0 ? `< ${floors[1]}` : `${floors[row]}–${floors[row + 1]! - 1}`;
}

function columnLabel(grid: AdjustmentGrid, column: number): string {
  const ceilings = grid.ltvCeilings;
  if (column === ceilings.length) return `> ${ceilings[column - 1]}`;
  return column === 0 ? `≤ ${ceilings[0]}` : `> ${ceilings[column - 1]} to ≤ ${ceilings[column]}`;
}

/**
 * The adjustment of one loan under a valid grid (see `validateAdjustmentGrid`). A loan whose
 * tape reported no FICO is priced in the lowest credit-score row, one with no LTV in the highest
 * LTV column — the grid's most conservative cell, as pricing grids treat a missing score — and
 * the line says the value was not reported.
 */
export function priceAdjustment(loan: Loan, grid: AdjustmentGrid): PriceAdjustment {
  const column = loan.ltv === null ? grid.ltvCeilings.length : ltvColumn(grid, loan.ltv);
  const row = loan.fico === null ? 0 : creditRow(grid, loan.fico);
  const credit = loan.fico === null ? 'not reported' : rowLabel(grid, row);
  const ltv = loan.ltv === null ? 'not reported' : columnLabel(grid, column);
  const name = `Credit score ${credit}, LTV ${ltv}`;
  const lines = [{ name, percent: grid.matrix[row]![column]! }];
  for (const addOn of grid.addOns) {
    if (!meets(loan, addOn.when)) continue;
    const percent = typeof addOn.adjustment === 'number' ? addOn.adjustment : addOn.adjustment[column]!;
    lines.push({ name: addOn.name, percent });
  }
  const total = lines.reduce((sum, line) => sum + thousandths(line.percent), 0);
  return { loanId: loan.id, totalAdj: total / 1000, lines };
}
