import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Cents, cents } from '../money/cents';
import { formatAmount, formatRupees, formatUsd, parseAmount } from './money';

const anyCents = fc
  .integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER })
  .map((n) => n as Cents);

describe('money display', () => {
  it('shows amounts with thousands separators and two decimals', () => {
    expect(formatAmount(cents(123456))).toBe('1,234.56');
    expect(formatAmount(cents(5))).toBe('0.05');
    expect(formatAmount(cents(-100))).toBe('-1.00');
    expect(formatAmount(cents(123456700), 'en-IN')).toBe('12,34,567.00');
  });

  it('shows dollars with a $ sign and zero as a dash', () => {
    expect(formatUsd(cents(125050))).toBe('$1,250.50');
    expect(formatUsd(cents(-150))).toBe('-$1.50');
    expect(formatUsd(cents(0))).toBe('-');
  });

  it('shows rupees with Indian grouping', () => {
    expect(formatRupees(cents(123456700))).toBe('₹ 12,34,567.00');
    expect(formatRupees(cents(0))).toBe('₹ 0.00');
    expect(formatRupees(cents(-99))).toBe('-₹ 0.99');
  });

  it('keeps every cent of amounts beyond float-of-dollars precision', () => {
    expect(formatUsd(cents(Number.MAX_SAFE_INTEGER))).toBe('$90,071,992,547,409.91');
  });

  it('reads formatted amounts back and refuses anything else', () => {
    expect(parseAmount('$1,250.50')).toBe(125050);
    expect(parseAmount('-')).toBe(0);
    expect(parseAmount('₹ 12,34,567.00')).toBe(123456700);
    expect(parseAmount('-0.00')).toBe(0);
    expect(Object.is(parseAmount('-0.00'), -0)).toBe(false);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('$')).toBeNull();
    expect(parseAmount('12.345')).toBeNull();
    expect(parseAmount('ten dollars')).toBeNull();
  });

  it('formatting then parsing is the identity on cents, for every formatter', () => {
    fc.assert(
      fc.property(anyCents, (c) => {
        expect(parseAmount(formatUsd(c))).toBe(c);
        expect(parseAmount(formatRupees(c))).toBe(c);
        expect(parseAmount(formatAmount(c))).toBe(c);
        expect(parseAmount(formatAmount(c, 'en-IN'))).toBe(c);
      }),
    );
  });

  it('never shows a zero amount as a dollar figure, nor a non-zero one as a dash', () => {
    fc.assert(
      fc.property(anyCents, (c) => {
        expect(formatUsd(c) === '-').toBe(c === 0);
      }),
    );
  });
});
