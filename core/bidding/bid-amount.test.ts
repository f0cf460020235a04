import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/messages';
import { err, ok } from '../errors/result';
import { BidErrors } from './bid.errors';
import { MIN_BID_CENTS, parseBidAmount } from './bid-amount';

const dollarsText = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

describe('the bid amount', () => {
  it('takes dollars as a number or as text with thousands separators, exactly in cents', () => {
    expect(parseBidAmount(1)).toEqual(ok(100));
    expect(parseBidAmount('1,250.50')).toEqual(ok(125_050));
    expect(parseBidAmount(0.1 + 0.2 + 0.7)).toEqual(ok(100));
  });

  it("asks for 'Please enter a valid positive amount' when it is not a positive number", () => {
    for (const input of [
      0,
      -5,
      '-1',
      'abc',
      '',
      '   ',
      null,
      undefined,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      {},
    ]) {
      const result = parseBidAmount(input);
      expect(result).toEqual(err(BidErrors.amountNotPositive()));
      expect(!result.ok && result.error.message).toBe(MESSAGES.enterValidPositiveAmount);
    }
  });

  it("says 'Invalid Input' for a positive amount under the minimum of 1 or finer than a cent", () => {
    for (const input of [0.5, '0.99', 0.01, 1.234, '10.001', '1e3']) {
      const result = parseBidAmount(input);
      expect(!result.ok && result.error.message).toBe(MESSAGES.invalidInput);
    }
  });

  it('round-trips every whole-cent amount from the minimum up', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_BID_CENTS, max: 10_000_000_000 }), (c) => {
        expect(parseBidAmount(dollarsText(c))).toEqual(ok(c));
        expect(parseBidAmount(c / 100)).toEqual(ok(c));
      }),
    );
  });

  it('refuses every amount under the minimum', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: MIN_BID_CENTS - 1 }), (c) => {
        expect(parseBidAmount(c / 100).ok).toBe(false);
      }),
    );
  });
});
