/**
 * The pool filters panel (spec §2, §3 filter payload, §5). Each range is a pair of integers
 * typed as [lower, upper]; a range applies only when both ends are given, so a half-filled
 * range is no filter at all. Ends typed the wrong way round are swapped (60–80 either way),
 * the reading least likely to surprise. HMDA choices come from the §9 lists.
 */
import { z } from 'zod';
import { HMDA_ETHNICITIES, HMDA_GENDERS, HMDA_RACES } from './constants';
import { optionalField } from './field-kit';
import { VALIDATION_MESSAGES as M } from './messages';

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
export type IntRange = readonly [number, number];
const RANGE_KEYS = ['ficoRange', 'ltvRange', 'dtiRange', 'tenureRange'] as const;

/** The filter that applies (spec §3 payload): only complete ranges, lower end first. */
export interface PoolFilter {
  readonly ficoRange?: IntRange;
  readonly ltvRange?: IntRange;
  readonly dtiRange?: IntRange;
  readonly tenureRange?: IntRange;
  readonly hmdaGender?: (typeof HMDA_GENDERS)[number];
  readonly ethnicity?: (typeof HMDA_ETHNICITIES)[number];
  readonly race?: (typeof HMDA_RACES)[number];
}

/** Turns the panel's parsed values into the filter that applies. */
export function effectiveFilter(form: PoolFilterForm): PoolFilter {
  const out: { -readonly [K in keyof PoolFilter]: PoolFilter[K] } = {};
  for (const key of RANGE_KEYS) {
    const [lower, upper] = form[key] ?? [];
    if (lower !== undefined && upper !== undefined)
      out[key] = lower <= upper ? [lower, upper] : [upper, lower];
  }
  if (form.hmdaGender) out.hmdaGender = form.hmdaGender;
  if (form.ethnicity) out.ethnicity = form.ethnicity;
  if (form.race) out.race = form.race;
  return out;
}

/** The panel's raw values in, the effective filter out — for the server's filter bodies. */
export const poolFilterSchema = poolFilterForm.transform(effectiveFilter);

/** True when the filter selects every loan. */
export function isEmptyFilter(filter: PoolFilter): boolean {
  return Object.keys(filter).length === 0;
}
