import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Cents, cents } from '../money/cents';
import { amountInWords, MAX_AMOUNT_IN_WORDS_CENTS } from './amount-words';

const SMALL =
  'One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen'.split(
    ' ',
  );
const TENS = 'Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety'.split(' ');
const SCALE: Record<string, number> = { Billion: 1e9, Million: 1e6, Thousand: 1e3 };

/** An independent reader of the words, so the property checks meaning, not just shape. */
function readWhole(words: string[]): number {
  let total = 0;
  let group = 0;
  for (const w of words) {
    if (w === 'Zero') continue;
    if (SMALL.includes(w)) group += SMALL.indexOf(w) + 1;
    else if (TENS.includes(w)) group += (TENS.indexOf(w) + 2) * 10;
    else if (w === 'Hundred') group *= 100;
    else if (w in SCALE) {
      total += group * SCALE[w]!;
      group = 0;
    } else throw new Error(`unexpected word ${w}`);
  }
  return total + group;
}

function readAmount(text: string): number {
  const negative = text.startsWith('Minus ');
  let total = 0;
  for (const part of text.replace(/^Minus /, '').split(' and ')) {
    const words = part.split(' ');
    const unit = words.pop()!;
    const n = readWhole(words);
    total += unit.startsWith('Dollar') ? n * 100 : n;
  }
  return negative ? -total : total;
}

const inRange = fc
  .integer({ min: -MAX_AMOUNT_IN_WORDS_CENTS, max: MAX_AMOUNT_IN_WORDS_CENTS })
  .map((n) => n as Cents);

describe('amounts in words', () => {
  it('spells dollars and cents in title case joined by "and"', () => {
    expect(amountInWords(cents(120005))).toBe('One Thousand Two Hundred Dollars and Five Cents');
    expect(amountInWords(cents(2_150_000_000_099))).toBe(
      'Twenty One Billion Five Hundred Million Dollars and Ninety Nine Cents',
    );
  });

  it('uses singular units for one and leaves out a zero part', () => {
    expect(amountInWords(cents(100))).toBe('One Dollar');
    expect(amountInWords(cents(1))).toBe('One Cent');
    expect(amountInWords(cents(1100))).toBe('Eleven Dollars');
    expect(amountInWords(cents(0))).toBe('Zero Dollars');
    expect(amountInWords(cents(-101))).toBe('Minus One Dollar and One Cent');
  });

  it('spells the largest amount and refuses a trillion', () => {
    expect(amountInWords(cents(MAX_AMOUNT_IN_WORDS_CENTS))).toBe(
      'Nine Hundred Ninety Nine Billion Nine Hundred Ninety Nine Million Nine Hundred Ninety Nine Thousand Nine Hundred Ninety Nine Dollars and Ninety Nine Cents',
    );
    expect(() => amountInWords(cents(MAX_AMOUNT_IN_WORDS_CENTS + 1))).toThrow(RangeError);
  });

  it('never mentions a unit twice', () => {
    fc.assert(
      fc.property(inRange, (c) => {
        const words = amountInWords(c).split(' ');
        for (const unit of [
          'Billion',
          'Million',
          'Thousand',
          'Dollar',
          'Dollars',
          'Cent',
          'Cents',
          'and',
          'Minus',
        ]) {
          expect(words.filter((w) => w === unit).length).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('says exactly the amount it was given', () => {
    fc.assert(
      fc.property(inRange, (c) => {
        expect(readAmount(amountInWords(c))).toBe(c);
      }),
    );
  });
});
