import { type Cents, cents } from '../money/cents';

/**
 * Numbers as tapes write them: "$250,000.00", "6.125%", "(1,200.50)", "1.5E+05", " 720 ".
 * Parsing is deterministic and refuses what it cannot read for sure: a comma is accepted only
 * as a thousands (or Indian lakh) separator, never as a decimal comma.
 */

/** What a cell held: nothing, a value, or text that is not the expected kind. */
export type CellValue<T> =
  | { readonly kind: 'blank' }
  | { readonly kind: 'ok'; readonly value: T }
  | { readonly kind: 'bad' };

export const BLANK = { kind: 'blank' } as const;
export const BAD = { kind: 'bad' } as const;
export const okCell = <T>(value: T): CellValue<T> => ({ kind: 'ok', value });

// Digits with optional grouping: US 1,234,567 or Indian 12,34,567; then optional decimals.
const GROUPED = /^(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3}|\d+)?(?:\.\d*)?$/;
const EXPONENT = /^\d+(?:\.\d*)?[eE][+-]?\d+$|^\.\d+[eE][+-]?\d+$/;

interface Decimal {
  readonly negative: boolean;
  /** The digits without grouping, e.g. "1234.5", or an exponent form. */
  readonly text: string;
}

function cleanDecimal(input: string): Decimal | null {
  // Spaces may pad the symbols ("$ 1,250", "6.5 %") but never split the digits ("12 34").
  let text = input
    .trim()
    .replace(/([$(+-])\s+/g, '$1')
    .replace(/\s+([%)])/g, '$1');
  let negative = false;
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-') || text.startsWith('+')) {
    negative = negative !== text.startsWith('-');
    text = text.slice(1);
  }
  text = text.replace(/^\$/, '').replace(/%$/, '');
  if (text === '' || text === '.') return null;
  if (EXPONENT.test(text)) return { negative, text };
  if (!GROUPED.test(text)) return null;
  return { negative, text: text.replaceAll(',', '') };
}

// Most cells are plain decimals; they skip the cleaning below.
const PLAIN = /^-?\d+(?:\.\d+)?$/;
const CENTS_PLAIN = /^-?\d{1,15}(?:\.\d{1,2})?$/;

/** Reads a number; `$`, thousands separators, a trailing `%` and accounting parentheses are allowed. */
export function parseNumberText(input: string): CellValue<number> {
  if (PLAIN.test(input)) return okCell(Number(input));
  if (input.trim() === '') return BLANK;
  const d = cleanDecimal(input);
  if (d === null) return BAD;
  const n = Number(d.text);
  if (!Number.isFinite(n)) return BAD;
  return okCell(d.negative && n !== 0 ? -n : n);
}

/**
 * Reads an amount of dollars into cents. Plain decimals are converted digit by digit (no
 * binary rounding); more than two decimals round half away from zero — spreadsheets often
 * carry float noise such as 250000.00000001. `scale` multiplies the amount first (HMDA gives
 * income in thousands of dollars a year).
 */
export function parseMoneyText(input: string, scale = 1): CellValue<Cents> {
  // At most two decimals: ×100 is off by far less than half a cent, so rounding is exact.
  if (scale === 1 && CENTS_PLAIN.test(input)) {
    const value = Math.round(Number(input) * 100);
    return Number.isSafeInteger(value) ? okCell(cents(value === 0 ? 0 : value)) : BAD;
  }
  if (input.trim() === '') return BLANK;
  const d = PLAIN.test(input)
    ? { negative: input.startsWith('-'), text: input.replace('-', '') }
    : cleanDecimal(input);
  if (d === null) return BAD;
  let value: number;
  if (scale === 1 && !EXPONENT.test(d.text)) {
    const [whole = '', fraction = ''] = d.text.split('.');
    const padded = fraction.padEnd(3, '0');
    value = Number(whole || '0') * 100 + Number(padded.slice(0, 2));
    if (Number(padded[2]) >= 5) value += 1;
  } else {
    value = Math.round(Number(d.text) * scale * 100);
  }
  if (!Number.isSafeInteger(value)) return BAD;
  return okCell(cents(d.negative && value !== 0 ? -value : value));
}

/** Rounds to a number of decimals, for derived ratios (LTV from amount and value). */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** LTV in percent from the loan amount and the appraised value, to three decimals (HMDA tapes carry no LTV). */
export function deriveLtv(amount: Cents, appraisedValue: Cents): number {
  return roundTo((amount / appraisedValue) * 100, 3);
}
