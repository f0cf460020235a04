import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidAmountField, bidTypingCheck, parseBidAmount } from './bid-amount';
import type { BidContext } from './constants';
import { VALIDATION_MESSAGES as M } from './messages';

const messageOf = (r: ReturnType<typeof parseBidAmount>) => (r.ok ? null : r.error.message);

describe('bid input while typing', () => {
  it('empties a non-positive amount and says why', () => {
    expect(bidTypingCheck('0')).toEqual({ value: '', message: M.bidMustBePositive });
    expect(bidTypingCheck('-5')).toEqual({ value: '', message: M.bidMustBePositive });
    expect(bidTypingCheck('0.00')).toEqual({ value: '', message: M.bidMustBePositive });
  });

  it('leaves a positive amount, a blank and unfinished text alone', () => {
    expect(bidTypingCheck('12.5')).toEqual({ value: '12.5', message: null });
    expect(bidTypingCheck('')).toEqual({ value: '', message: null });
    expect(bidTypingCheck('12.')).toEqual({ value: '12.', message: null });
  });
});

describe('bid amount on submit', () => {
  it('parses dollars into integer cents', () => {
    expect(parseBidAmount('1,250.50', 'bidding')).toEqual({ ok: true, value: 125050 });
    expect(parseBidAmount(99.99, 'purchaseApproval')).toEqual({ ok: true, value: 9999 });
    expect(bidAmountField('stakeholder').parse('0.01')).toBe(1);
  });

  it('refuses what is not a positive number as not a valid positive amount', () => {
    for (const raw of ['', null, undefined, 'abc', true, '0', '-3', -0.001, '451000,50', '12,5']) {
      expect(messageOf(parseBidAmount(raw, 'bidding'))).toBe(M.enterValidPositiveAmount);
    }
    expect(messageOf(parseBidAmount('0', 'stakeholder'))).toBe(M.enterValidPositiveAmount);
    const r = parseBidAmount('abc', 'bidding');
    expect(r.ok ? null : r.error.code).toBe('BID.INVALID_AMOUNT');
  });

  it('refuses a positive number under the minimum or finer than a cent as invalid input', () => {
    for (const raw of ['0.99', '12.345', '1e3', 0.001]) {
      expect(messageOf(parseBidAmount(raw, 'bidding'))).toBe(M.invalidInput);
    }
    expect(parseBidAmount('0.5', 'stakeholder').ok).toBe(true);
  });

  it('accepts every whole number of cents at or above the context minimum', () => {
    const context = fc.constantFrom<BidContext>('bidding', 'purchaseApproval', 'stakeholder');
    fc.assert(
      fc.property(context, fc.integer({ min: 0, max: 10 ** 11 }), (ctx, cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        const minimum = ctx === 'stakeholder' ? 1 : 100;
        const r = parseBidAmount(text, ctx);
        expect(r).toEqual(
          cents >= minimum ? { ok: true, value: cents } : expect.objectContaining({ ok: false }),
        );
      }),
    );
  });
});
