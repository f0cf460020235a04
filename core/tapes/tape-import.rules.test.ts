import { describe, expect, it } from 'vitest';
import { makeDraft, makeLoan } from '../loans/testing/loan-samples';
import { dominantIssuingAuthority, isTraded, sameDetails } from './tape-import.rules';

describe('tape import rules', () => {
  it('a loan is traded once it leaves listed or its lender no longer owns it', () => {
    expect(isTraded(makeLoan({ ownerId: 'L', status: 'listed' }), 'L')).toBe(false);
    expect(isTraded(makeLoan({ ownerId: 'L', status: 'bidding' }), 'L')).toBe(true);
    expect(isTraded(makeLoan({ ownerId: 'L', status: 'awarded' }), 'L')).toBe(true);
    expect(isTraded(makeLoan({ ownerId: 'I', status: 'listed' }), 'L')).toBe(true);
  });

  it('compares details whatever the key order, and sees any changed field', () => {
    const loan = makeLoan();
    const reordered = Object.fromEntries(Object.entries(makeDraft()).reverse()) as ReturnType<
      typeof makeDraft
    >;
    expect(sameDetails(loan, reordered)).toBe(true);
    expect(sameDetails(loan, makeDraft({ attributes: { ...loan.attributes, NEW: 'x' } }))).toBe(false);
    expect(sameDetails(loan, makeDraft({ borrower: { ...loan.borrower, race: 'Asian' } }))).toBe(false);
  });

  it('names the tape after its most common issuing authority, the first seen on a tie', () => {
    const d = (a: string) => makeDraft({ issuingAuthority: a });
    expect(dominantIssuingAuthority([d('A'), d('B'), d('B')])).toBe('B');
    expect(dominantIssuingAuthority([d('A'), d('B')])).toBe('A');
  });
});
