/**
 * Plain statistics for pool analytics. Averages are clamped into [min, max]: a sum of floats
 * divided back can land a hair outside the range (three loans at 0.1% average to
 * 0.10000000000000002), and a report must never show an average above its maximum.
 */

export interface MinMaxAvg {
  readonly min: number;
  readonly max: number;
  readonly avg: number;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** MIN, MAX and the arithmetic mean of `values`, or null when there are none. */
export function minMaxAvg(values: readonly number[]): MinMaxAvg | null {
  if (values.length === 0) return null;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
    sum += v;
  }
  return { min, max, avg: clamp(sum / values.length, min, max) };
}

/**
 * Σ(value·weight) / Σweight over the pairs with a positive weight, or null when no weight is
 * positive (e.g. an empty pool). Used with the loan balance as the weight.
 */
export function weightedAverage(pairs: readonly { value: number; weight: number }[]): number | null {
  let total = 0;
  let weighted = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const { value, weight } of pairs) {
    if (!(weight > 0)) continue;
    total += weight;
    weighted += value * weight;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return total > 0 ? clamp(weighted / total, min, max) : null;
}
