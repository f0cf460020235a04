/**
 * Money display from exact cents (spec §9): thousands separators, two decimals, US dollars with
 * '$' and zero shown as '-', Indian rupees with Indian grouping. The whole and fractional parts
 * are formatted separately so no amount ever passes through a float of dollars — formatting
 * then parsing (`parseAmount`) is the identity on every safe integer of cents.
 */
import { type Cents, cents, parseDollars } from '../money/cents';
import { formatThousands, type NumberLocale } from './numbers';

function digits(amount: Cents, locale: NumberLocale): { sign: string; text: string } {
  const abs = Math.abs(amount);
  const fraction = String(abs % 100).padStart(2, '0');
  return {
    sign: amount < 0 ? '-' : '',
    text: `${formatThousands(Math.floor(abs / 100), locale)}.${fraction}`,
  };
}

/**
 * An amount with thousands separators and two decimals, no currency sign.
 *
 * @example formatAmount(cents(123456)) // '1,234.56'
 */
export function formatAmount(amount: Cents, locale: NumberLocale = 'en-US'): string {
  const { sign, text } = digits(amount, locale);
  return `${sign}${text}`;
}

/**
 * US dollars as the tables show them: '$' prefix, sign before it, and zero as '-' (spec §9).
 *
 * @example formatUsd(cents(-150)) // '-$1.50'
 * @example formatUsd(cents(0)) // '-'
 */
export function formatUsd(amount: Cents): string {
  if (amount === 0) return '-';
  const { sign, text } = digits(amount, 'en-US');
  return `${sign}$${text}`;
}

/**
 * Indian rupees from paise with Indian grouping and a space after the sign; zero is shown as
 * '₹ 0.00' (the '-' rule of spec §9 is for dollar tables only).
 *
 * @example formatRupees(cents(123456700)) // '₹ 12,34,567.00'
 */
export function formatRupees(amount: Cents): string {
  const { sign, text } = digits(amount, 'en-IN');
  return `${sign}₹ ${text}`;
}

const DECORATION = /[$₹\s]/g;

/**
 * Reads an amount shown by any formatter above back into cents: accepts '$', '₹', spaces,
 * either grouping, a leading '-', and the lone '-' that stands for zero. Returns null for
 * anything else (letters, more than two decimals, an unsafe size).
 *
 * @example parseAmount('-$1,234.50') // -123450
 */
export function parseAmount(text: string): Cents | null {
  const bare = text.replace(DECORATION, '');
  if (bare === '-') return cents(0);
  if (bare.length === 0) return null;
  const parsed = parseDollars(bare);
  // '-0.00' parses as negative zero; cents are plain integers, so give back 0.
  return parsed === null ? null : cents(parsed === 0 ? 0 : parsed);
}
