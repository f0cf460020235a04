import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMoneyText, parseNumberText } from './values';

const value = <T>(cell: { kind: string; value?: T }) => (cell.kind === 'ok' ? cell.value : cell.kind);

describe('numbers as tapes write them', () => {
  it('reads dollar signs, thousands separators, percents, parentheses and exponents', () => {
    expect(value(parseNumberText('6.125%'))).toBe(6.125);
    expect(value(parseNumberText(' $1,250,000.50 '))).toBe(1250000.5);
    expect(value(parseNumberText('12,34,567'))).toBe(1234567);
    expect(value(parseNumberText('(1,200.50)'))).toBe(-1200.5);
    expect(value(parseNumberText('-3'))).toBe(-3);
    expect(value(parseNumberText('1.5E+05'))).toBe(150000);
    expect(value(parseNumberText('.75'))).toBe(0.75);
    expect(value(parseNumberText('$ 1,250'))).toBe(1250);
    expect(value(parseNumberText('6.5 %'))).toBe(6.5);
  });

  it('tells a blank cell from text that is not a number', () => {
    expect(parseNumberText('  ').kind).toBe('blank');
    for (const bad of ['abc', '6,12', '1.2.3', '$', '12 34', 'N/A', '1,2345', '--5']) {
      expect(parseNumberText(bad).kind, bad).toBe('bad');
    }
  });
});

describe('money', () => {
  it('converts dollars to cents digit by digit', () => {
    expect(value(parseMoneyText('$250,000.00'))).toBe(25_000_000);
    expect(value(parseMoneyText('1250.5'))).toBe(125_050);
    expect(value(parseMoneyText('0.29'))).toBe(29);
    expect(value(parseMoneyText('-10'))).toBe(-1000);
  });

  it('rounds float noise beyond the cent half away from zero', () => {
    expect(value(parseMoneyText('250000.00000001'))).toBe(25_000_000);
    expect(value(parseMoneyText('0.005'))).toBe(1);
    expect(value(parseMoneyText('0.0049'))).toBe(0);
  });

  it('applies a unit scale (HMDA income in thousands a year → monthly)', () => {
    expect(value(parseMoneyText('85', 1000 / 12))).toBe(708_333);
  });

  it('reads back every amount of cents however it is written', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.boolean(), (n, grouped) => {
        const dollars = Math.floor(n / 100);
        const whole = grouped ? dollars.toLocaleString('en-US') : String(dollars);
        const text = `$${whole}.${String(n % 100).padStart(2, '0')}`;
        expect(value(parseMoneyText(text))).toBe(n);
        expect(value(parseMoneyText(String(n / 100)))).toBe(n);
      }),
    );
  });
});
