import { describe, expect, it } from 'vitest';
import { checkOpening, OPENING_MESSAGES, openingControl } from './opening-form';

const now = new Date('2026-11-26T12:00:00.000Z');

describe('opening loans for bidding from the tape dialog', () => {
  it('is a lender action, disabled on a read-only page and hidden from everyone else', () => {
    expect(openingControl('lender', false)).toBe('enabled');
    expect(openingControl('lender', true)).toBe('disabled');
    expect(openingControl('investor', false)).toBe('hidden');
    expect(openingControl('due_diligence', false)).toBe('hidden');
    expect(openingControl(null, false)).toBe('hidden');
  });

  it('sends the chosen loans and the deadline as an ISO moment', () => {
    expect(checkOpening(['a', 'b'], '2026-11-27T17:00:00.000Z', now)).toEqual({
      ok: true,
      loanIds: ['a', 'b'],
      validTill: '2026-11-27T17:00:00.000Z',
    });
  });

  it('asks for a loan first, then a deadline, then one in the future', () => {
    expect(checkOpening([], '2026-11-27T17:00:00.000Z', now)).toEqual({
      ok: false,
      message: OPENING_MESSAGES.noLoansSelected,
    });
    expect(checkOpening(['a'], ' ', now)).toEqual({ ok: false, message: OPENING_MESSAGES.deadlineRequired });
    expect(checkOpening(['a'], 'soon', now)).toEqual({
      ok: false,
      message: OPENING_MESSAGES.deadlineRequired,
    });
    expect(checkOpening(['a'], now.toISOString(), now)).toEqual({
      ok: false,
      message: 'The bidding end time must be in the future',
    });
  });
});
