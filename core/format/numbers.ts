/**
 * Plain number display (spec §9 "thousands separators", "amounts 2 decimals") for counts,
 * rates and ratios. Money is formatted from exact cents in `money.ts`, never from here.
 * Formatters are built once: constructing an `Intl.NumberFormat` is far costlier than using one.
 */

/** Locales the platform displays numbers in: US grouping (1,234,567) and Indian (12,34,567). */
export type NumberLocale = 'en-US' | 'en-IN';

const whole: Record<NumberLocale, Intl.NumberFormat> = {
  'en-US': new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
  'en-IN': new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }),
};

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A whole number with thousands separators; fractions are rounded half away from zero.
 * Non-finite input (NaN, ±Infinity) shows as '-' so a broken cell never prints "NaN".
 *
 * @example formatThousands(1234567) // '1,234,567'
 * @example formatThousands(1234567, 'en-IN') // '12,34,567'
 */
export function formatThousands(value: number | bigint, locale: NumberLocale = 'en-US'): string {
  if (typeof value === 'number' && !Number.isFinite(value)) return '-';
  return whole[locale].format(value);
}

/**
 * A number with exactly two decimals and thousands separators (rates, percentages, ratios).
 *
 * @example formatTwoDecimals(6.125) // '6.13'
 */
export function formatTwoDecimals(value: number): string {
  if (!Number.isFinite(value)) return '-';
  return twoDecimals.format(value);
}
