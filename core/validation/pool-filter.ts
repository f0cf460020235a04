/**
 * The pool filter that applies (spec §2, §3 filter payload): each range of the filters panel
 * is a pair of integers typed as [lower, upper] and applies only when both ends are given, so a
 * half-filled range is no filter at all; ends typed the wrong way round are swapped (60–80
 * either way), the reading least likely to surprise. Schema-free, so both flavours of the
 * panel's form (classic `filter-form.ts`, zod/mini `mini/filter-form.ts`) share it.
 */
import type { HMDA_ETHNICITIES, HMDA_GENDERS, HMDA_RACES } from './constants';

export type IntRange = readonly [number, number];
type Gender = (typeof HMDA_GENDERS)[number];
type Ethnicity = (typeof HMDA_ETHNICITIES)[number];
type Race = (typeof HMDA_RACES)[number];
/** A range as typed: either end may be missing. */
type TypedRange = readonly [(number | undefined)?, (number | undefined)?];

/** The panel's parsed values: ranges with either end possibly missing, HMDA choices. */
export interface PoolFilterValues {
  readonly ficoRange?: TypedRange | undefined;
  readonly ltvRange?: TypedRange | undefined;
  readonly dtiRange?: TypedRange | undefined;
  readonly tenureRange?: TypedRange | undefined;
  readonly hmdaGender?: Gender | undefined;
  readonly ethnicity?: Ethnicity | undefined;
  readonly race?: Race | undefined;
}

/** The filter that applies (spec §3 payload): only complete ranges, lower end first. */
export interface PoolFilter {
  readonly ficoRange?: IntRange;
  readonly ltvRange?: IntRange;
  readonly dtiRange?: IntRange;
  readonly tenureRange?: IntRange;
  readonly hmdaGender?: Gender;
  readonly ethnicity?: Ethnicity;
  readonly race?: Race;
}

const RANGE_KEYS = ['ficoRange', 'ltvRange', 'dtiRange', 'tenureRange'] as const;

/** Turns the panel's parsed values into the filter that applies. */
export function effectiveFilter(form: PoolFilterValues): PoolFilter {
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

/** True when the filter selects every loan. */
export function isEmptyFilter(filter: PoolFilter): boolean {
  return Object.keys(filter).length === 0;
}
