import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatThousands, formatTwoDecimals } from './numbers';

describe('number display', () => {
  it('groups thousands the US way by default and the Indian way on request', () => {
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(-1234)).toBe('-1,234');
    expect(formatThousands(1234567, 'en-IN')).toBe('12,34,567');
    expect(formatThousands(12345678901234567n)).toBe('12,345,678,901,234,567');
  });

  it('shows a broken number as a dash instead of NaN', () => {
    expect(formatThousands(Number.NaN)).toBe('-');
    expect(formatTwoDecimals(Number.POSITIVE_INFINITY)).toBe('-');
  });

  it('shows rates with exactly two decimals', () => {
    expect(formatTwoDecimals(6.125)).toBe('6.13');
    expect(formatTwoDecimals(1234.5)).toBe('1,234.50');
    expect(formatTwoDecimals(0)).toBe('0.00');
  });

  it('keeps every digit of an integer once the separators are removed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }),
        fc.constantFrom('en-US', 'en-IN'),
        (n, locale) => {
          expect(formatThousands(n, locale as 'en-US' | 'en-IN').replaceAll(',', '')).toBe(String(n));
        },
      ),
    );
  });
});
