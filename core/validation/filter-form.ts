/**
 * The pool filters panel (spec §2, §3 filter payload, §5). Each range is a pair of integers
 * typed as [lower, upper] with blanks allowed; which ranges apply (both ends given, ends
 * swapped when typed the wrong way round) is `pool-filter.ts`'s rule. HMDA choices come from
 * the §9 lists.
 */
import { z } from 'zod';
import { HMDA_ETHNICITIES, HMDA_GENDERS, HMDA_RACES } from './constants';
import { optionalField } from './field-kit';
import { VALIDATION_MESSAGES as M } from './messages';
import { effectiveFilter } from './pool-filter';

export {
  effectiveFilter,
  type IntRange,
  isEmptyFilter,
  type PoolFilter,
  type PoolFilterValues,
} from './pool-filter';

const bound = optionalField(
  z.coerce.number({ error: M.enterValidDetails }).int({ error: M.enterValidDetails }),
);
const range = z.tuple([bound, bound], { error: M.enterValidDetails }).optional();

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
export const poolFilterSchema = poolFilterForm.transform(effectiveFilter);
