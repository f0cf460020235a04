/**
 * Money is an integer number of cents (US) or paise (INR) — never a float of dollars.
 * Numbers are safe up to 2^53 cents (≈ $90 trillion), far above any loan or pool.
 */
export type Cents = number & { readonly __unit: 'cents' };

/** Brands an integer count of cents; throws on a fraction or an unsafe integer (a programming error). */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number of cents: ${value}`);
  return value as Cents;
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d{0,2}))?$/;
// Western grouping (1,234,567.00) and Indian grouping (12,34,567.00), the two the platform shows.
const GROUPED = /^-?(\d{1,3}(,\d{3})+|\d{1,2}(,\d{2})*,\d{3})(\.\d*)?$/;

/**
 * Drops thousands separators, but only where they stand in groups ('1,250,000.50', '12,50,000.50');
 * a comma anywhere else ('451000,50', '12,5') makes the text unreadable (null) rather than
 * silently a different amount.
 */
export function ungroup(text: string): string | null {
  if (!text.includes(',')) return text;
  return GROUPED.test(text) ? text.replaceAll(',', '') : null;
}

/**
 * Parses a decimal amount of dollars ("1250.5", "1250.50", 1250.5) into cents exactly, without
 * binary floating-point rounding; more than two decimals is refused (returns null).
 */
export function parseDollars(input: string | number): Cents | null {
  const text = typeof input === 'number' ? numberToPlainString(input) : ungroup(input.trim());
  if (text === null) return null;
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const whole = Number(m[2]);
  const frac = Number((m[3] ?? '').padEnd(2, '0'));
  const value = whole * 100 + frac;
  if (!Number.isSafeInteger(value)) return null;
  return (m[1] ? -value : value) as Cents;
}

function numberToPlainString(n: number): string | null {
  if (!Number.isFinite(n)) return null;
  // toFixed(2) then strip: accepts binary noise like 0.1+0.2 but refuses 1.234 (not two decimals).
  const fixed = n.toFixed(2);
  return Math.abs(Number(fixed) - n) < 1e-9 ? fixed : null;
}

/** Cents as a dollar number for display or spreadsheets (may be inexact in binary; never compute with it). */
export function toDollars(amount: Cents): number {
  return amount / 100;
}

/** Adds amounts of cents. */
export function sumCents(amounts: readonly Cents[]): Cents {
  let total = 0;
  for (const a of amounts) total += a;
  return cents(total);
}
