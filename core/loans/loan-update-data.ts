/**
 * What a loan update diff may say (spec §3 "Loan update diff"): the fields the stakeholder grid
 * may change on a loan, by the spec's names — purpose, loanamount, closingdate, propcity,
 * propcounty, propstate, ZIP and interestrate under the digital-contract attributes;
 * fico_score, debt_to_income_ratio, ltv_value, cltv_value, tenure, program, generic_program,
 * occupancy and property_type under the pool parameters. Values are held to the same bounds as a
 * tape import (`loanDraftSchema`); the property address fields are borrower-private columns, so
 * masking applies to them too. Any other key is refused: a diff cannot reach the lender, the
 * owner or the borrower.
 */
import { z } from 'zod';
import { type Cents, parseDollars } from '../money/cents';
import { shortText } from '../validation/field-kit';
import { loanDraftSchema } from './loan-draft';

/** Spec §3: the update-diff fields shown under the digital-contract attributes. */
export const CONTRACT_UPDATE_FIELDS = [
  'purpose',
  'loanamount',
  'closingdate',
  'propcity',
  'propcounty',
  'propstate',
  'ZIP',
  'interestrate',
] as const;

/** Spec §3: the update-diff fields shown under the pool parameters. */
export const POOL_UPDATE_FIELDS = [
  'fico_score',
  'debt_to_income_ratio',
  'ltv_value',
  'cltv_value',
  'tenure',
  'program',
  'generic_program',
  'occupancy',
  'property_type',
] as const;

/** Digital-contract fields with no loan field of their own, kept among the tape columns. */
export const KEPT_CONTRACT_FIELDS = ['closingdate', 'propcity', 'propcounty', 'propstate', 'ZIP'] as const;

export type LoanUpdateField = (typeof CONTRACT_UPDATE_FIELDS)[number] | (typeof POOL_UPDATE_FIELDS)[number];

const d = loanDraftSchema.shape;
/** A number as a grid sends it: a number, or its plain decimal text. */
const numeric = <S extends z.ZodType<number, number>>(schema: S) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/)
        .transform(Number),
    ])
    .pipe(schema);
const column = shortText().nullable();
const dollars = z.union([z.number(), z.string()]).transform((value, ctx): Cents => {
  const amount = parseDollars(value);
  if (amount === null || amount < 1) {
    ctx.addIssue({ code: 'custom', message: 'A positive amount in dollars, at most two decimals' });
    return z.NEVER;
  }
  return amount;
});

/** One `updateData` (every field optional; unknown keys refused). */
export const loanUpdateDataSchema = z.strictObject({
  purpose: d.purpose.optional(),
  loanamount: dollars.optional(),
  closingdate: d.maturityDate.optional(),
  propcity: column.optional(),
  propcounty: column.optional(),
  propstate: column.optional(),
  ZIP: column.optional(),
  // An update sets a value; only a tape import can leave these without one.
  interestrate: numeric(d.interestRate.unwrap()).optional(),
  fico_score: numeric(d.fico.unwrap()).optional(),
  debt_to_income_ratio: numeric(d.dti.unwrap()).optional(),
  ltv_value: numeric(d.ltv.unwrap()).optional(),
  cltv_value: z.union([z.null(), numeric(d.ltv.unwrap())]).optional(),
  tenure: numeric(d.tenureMonths.unwrap()).optional(),
  program: d.program.optional(),
  generic_program: column.optional(),
  occupancy: d.occupancy.optional(),
  property_type: d.propertyType.optional(),
});

export type LoanUpdateData = z.output<typeof loanUpdateDataSchema>;
