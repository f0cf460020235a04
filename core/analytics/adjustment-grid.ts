import { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import { domainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';

/**
 * A loan-level price adjustment grid (spec §7 get_price_adjustment): a matrix of credit-score
 * rows × LTV columns, plus add-ons for loan features (cash-out refinance, investment property,
 * condo, 2–4 units…), each in percent of the loan amount. It is data, handed to the use case
 * by the composition root, so a pricing desk can change it without a release.
 *
 * Rows: `creditScoreFloors` ascending; a loan falls in the last row whose floor ≤ its FICO
 * (the first floor must be ≤ 300 so every score has a row). Columns: `ltvCeilings` ascending,
 * inclusive; a loan falls in the first column whose ceiling ≥ its LTV, or the extra last
 * column above every ceiling. So each matrix row has `ltvCeilings.length + 1` cells.
 */

/** A feature test on a loan: a text field equal to any of the values (compared ignoring case, spaces and punctuation), or units in a range. */
export type AddOnCondition =
  | {
      readonly field: 'purpose' | 'occupancy' | 'propertyType' | 'program';
      readonly anyOf: readonly string[];
    }
  | { readonly field: 'units'; readonly min: number; readonly max: number };

export interface AdjustmentAddOn {
  readonly name: string;
  readonly when: AddOnCondition;
  /** One percentage for every LTV, or one per LTV column. */
  readonly adjustment: number | readonly number[];
}

export interface AdjustmentGrid {
  readonly name: string;
  readonly creditScoreFloors: readonly number[];
  readonly ltvCeilings: readonly number[];
  /** Percent of loan amount, [row][column]. Positive = a cost to the seller's price. */
  readonly matrix: readonly (readonly number[])[];
  readonly addOns: readonly AdjustmentAddOn[];
}

/** Percentages are kept to thousandths (grids quote 0.125, 0.375…), so sums are exact. */
const percent = z
  .number()
  .min(-100)
  .max(100)
  .refine((x) => Math.abs(x * 1000 - Math.round(x * 1000)) < 1e-6, { message: 'at most three decimals' });
const rising = (xs: readonly number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! < x);

const conditionSchema = z.union([
  z.object({
    field: z.enum(['purpose', 'occupancy', 'propertyType', 'program']),
    anyOf: z.array(z.string().min(1)).min(1),
  }),
  z.object({ field: z.literal('units'), min: z.number().int(), max: z.number().int() }),
]);

const gridSchema = z
  .object({
    name: z.string().min(1),
    creditScoreFloors: z.array(z.number().int()).min(1).refine(rising, 'floors must rise strictly'),
    ltvCeilings: z.array(z.number().min(0)).min(1).refine(rising, 'ceilings must rise strictly'),
    matrix: z.array(z.array(percent)),
    addOns: z.array(
      z.object({
        name: z.string().min(1),
        when: conditionSchema,
        adjustment: z.union([percent, z.array(percent)]),
      }),
    ),
  })
  .superRefine((g, ctx) => {
    const columns = g.ltvCeilings.length + 1;
    const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (g.creditScoreFloors[0]! > 300) problem('the first credit-score floor must be at most 300');
    if (g.matrix.length !== g.creditScoreFloors.length) problem('one matrix row per credit-score floor');
    if (g.matrix.some((row) => row.length !== columns)) problem(`every matrix row needs ${columns} cells`);
    for (const a of g.addOns) {
      if (Array.isArray(a.adjustment) && a.adjustment.length !== columns)
        problem(`${a.name}: needs ${columns} cells`);
    }
    if (new Set(g.addOns.map((a) => a.name)).size !== g.addOns.length) problem('add-on names must be unique');
  });

/** Checks a grid before use; the refusal lists every problem. */
export function validateAdjustmentGrid(grid: unknown): Result<AdjustmentGrid, DomainError> {
  const parsed = gridSchema.safeParse(grid);
  if (parsed.success) return ok(grid as AdjustmentGrid);
  const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return err(
    domainError('invalid', 'ANALYTICS.INVALID_GRID', 'The price adjustment grid is not valid.', { issues }),
  );
}
