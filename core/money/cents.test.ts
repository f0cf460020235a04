import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, parseDollars, sumCents } from './cents';

describe('cents', () => {
  it('parses dollar amounts exactly, without floating-point drift', () => {
    expect(parseDollars('1250.5')).toBe(125050);
    expect(parseDollars('0.29')).toBe(29);
    expect(parseDollars('1,000,000.01')).toBe(100000001);
    expect(parseDollars(0.1 + 0.2)).toBe(30);
    expect(parseDollars(1.005)).toBeNull();
    expect(parseDollars('12.345')).toBeNull();
    expect(parseDollars('abc')).toBeNull();
    expect(parseDollars('')).toBeNull();
  });

  it('reads thousands separators only in groups of three, and refuses a misplaced comma', () => {
    expect(parseDollars('1,250,000.50')).toBe(125000050);
    expect(parseDollars('12,50,000.50')).toBe(125000050);
    expect(parseDollars('451000,50')).toBeNull();
    expect(parseDollars('1,000,00')).toBeNull();
    expect(parseDollars('12,5')).toBeNull();
    expect(parseDollars(',5')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 10 ** 9 }), fc.integer({ min: 1, max: 2 }), (n, cut) => {
        const digits = String(n);
        const misplaced = `${digits.slice(0, -cut)},${digits.slice(-cut)}`;
        expect(parseDollars(misplaced)).toBeNull();
      }),
    );
  });

  it('round-trips every whole number of cents through its decimal text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), (n) => {
        const text = `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;
        expect(parseDollars(text)).toBe(n);
      }),
    );
  });

  it('refuses fractions of a cent as a programming error', () => {
    expect(() => cents(1.5)).toThrow(RangeError);
    expect(sumCents([cents(1), cents(2)])).toBe(3);
  });
});
