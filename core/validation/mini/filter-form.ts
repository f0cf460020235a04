/**
 * The pool filters panel (spec §2, §3, §5) in zod/mini: the twin of the classic
 * `../filter-form.ts` with the same names. Ranges are [lower, upper] integers with blanks
 * allowed; which of them apply is the shared schema-free rule of `../pool-filter.ts`.
 */
import * as z from 'zod/mini';
import { HMDA_ETHNICITIES, HMDA_GENDERS, HMDA_RACES } from '../constants';
import { VALIDATION_MESSAGES as M } from '../messages';
import { effectiveFilter } from '../pool-filter';
import { optionalField } from './field-kit';

export {
  effectiveFilter,
  type IntRange,
  isEmptyFilter,
  type PoolFilter,
  type PoolFilterValues,
} from '../pool-filter';

const bound = optionalField(
  z.coerce.number({ error: M.enterValidDetails }).check(z.int({ error: M.enterValidDetails })),
);
const range = z.optional(z.tuple([bound, bound], { error: M.enterValidDetails }));

/** The panel's raw values: ranges as [lower, upper] with blanks allowed, HMDA radio values. */
export const poolFilterForm = z.object({
  ficoRange: range,
  ltvRange: range,
  dtiRange: range,
  tenureRange: range,
  hmdaGender: optionalField(z.enum(HMDA_GENDERS, { error: M.enterValidDetails })),
  ethnicity: optionalField(z.enum(HMDA_ETHNICITIES, { error: M.enterValidDetails })),
  race: optionalField(z.enum(HMDA_RACES, { error: M.enterValidDetails })),
});

export type PoolFilterForm = z.output<typeof poolFilterForm>;

/** The panel's raw values in, the effective filter out — for the server's filter bodies. */
export const poolFilterSchema = z.pipe(
  poolFilterForm,
  z.transform((form: PoolFilterForm) => effectiveFilter(form)),
);
