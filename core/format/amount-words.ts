/**
 * Amounts in words (spec §9 "amounts in words up to billions with Cents"), as written on a
 * cheque or a purchase confirmation. The shape, chosen because the spec gives none:
 *
 * - Title Case words, tens and units joined by a space ("Twenty One", no hyphen);
 * - scales Billion, Million, Thousand, Hundred; "and" appears only between dollars and cents;
 * - singular units for one ("One Dollar", "One Cent"); a zero part is left out
 *   ("Five Cents", "Twelve Dollars"), and zero itself is "Zero Dollars";
 * - negative amounts start with "Minus".
 *
 * @example amountInWords(cents(120005)) // 'One Thousand Two Hundred Dollars and Five Cents'
 */
import type { Cents } from '../money/cents';

const SMALL = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;

const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

const SCALES = [
  [1_000_000_000, 'Billion'],
  [1_000_000, 'Million'],
  [1_000, 'Thousand'],
] as const;

/** The largest amount the words cover: one cent short of a trillion dollars. */
export const MAX_AMOUNT_IN_WORDS_CENTS = 1_000_000_000_000 * 100 - 1;

function belowThousand(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) words.push(SMALL[hundreds]!, 'Hundred');
  if (rest >= 20) {
    words.push(TENS[Math.floor(rest / 10)]!);
    if (rest % 10 > 0) words.push(SMALL[rest % 10]!);
  } else if (rest > 0) {
    words.push(SMALL[rest]!);
  }
  return words;
}

/** Words for a whole number from 1 to 999,999,999,999. */
function wholeInWords(n: number): string {
  const words: string[] = [];
  let rest = n;
  for (const [size, name] of SCALES) {
    const count = Math.floor(rest / size);
    if (count > 0) words.push(...belowThousand(count), name);
    rest %= size;
  }
  words.push(...belowThousand(rest));
  return words.join(' ');
}

/**
 * Spells an amount of cents in words. Throws a RangeError beyond ±$999,999,999,999.99 — no
 * loan or pool comes near it, so reaching it is a programming error.
 */
export function amountInWords(amount: Cents): string {
  const abs = Math.abs(amount);
  if (abs > MAX_AMOUNT_IN_WORDS_CENTS) throw new RangeError(`amount too large to spell: ${amount}`);
  const dollars = Math.floor(abs / 100);
  const rest = abs % 100;
  const parts: string[] = [];
  if (dollars > 0) parts.push(`${wholeInWords(dollars)} ${dollars === 1 ? 'Dollar' : 'Dollars'}`);
  if (rest > 0) parts.push(`${wholeInWords(rest)} ${rest === 1 ? 'Cent' : 'Cents'}`);
  const text = parts.length === 0 ? 'Zero Dollars' : parts.join(' and ');
  return amount < 0 ? `Minus ${text}` : text;
}
