/** The sort a loan search may ask for: a closed set of fields, two directions, refused plainly otherwise. */
import { describe, expect, it } from 'vitest';
import { loanSearchInputSchema, sortOf } from './loan-filters';
import { compareLoans } from './loan-sort';
import { LOAN_SORT_MESSAGES } from './loans.errors';
import { makeLoan } from './testing/loan-samples';

const parsed = (input: object) => loanSearchInputSchema.parse(input);

describe('the loan search sort', () => {
  it('is none without sortBy, ascending unless desc is asked', () => {
    expect(sortOf(parsed({}))).toEqual({ ok: true, value: undefined });
    expect(sortOf(parsed({ sortBy: 'fico' }))).toEqual({
      ok: true,
      value: { field: 'fico', direction: 'asc' },
    });
    expect(sortOf(parsed({ sortBy: 'amount', sortDir: 'desc' }))).toEqual({
      ok: true,
      value: { field: 'amount', direction: 'desc' },
    });
  });

  it('refuses a field outside the closed set and an unknown direction with the area message', () => {
    const field = sortOf(parsed({ sortBy: 'borrower_first_name' }));
    expect(field).toMatchObject({
      ok: false,
      error: { code: 'LOAN.INVALID_SORT', message: LOAN_SORT_MESSAGES.field },
    });
    expect(LOAN_SORT_MESSAGES.field).toBe(
      'Loans can be sorted by loanId, tapeName, amount, tenure, fico, ltv or dti only.',
    );
    const direction = sortOf(parsed({ sortBy: 'fico', sortDir: 'up' }));
    expect(direction).toMatchObject({
      ok: false,
      error: { message: 'The sort direction must be asc or desc.' },
    });
  });

  it('puts a missing value last both ways and breaks ties by id', () => {
    const loans = [
      makeLoan({ id: 'c', fico: 700 }),
      makeLoan({ id: 'a', fico: null }),
      makeLoan({ id: 'b', fico: 700 }),
      makeLoan({ id: 'd', fico: 650 }),
    ];
    const order = (direction: 'asc' | 'desc') =>
      [...loans].sort(compareLoans({ field: 'fico', direction })).map((l) => l.id);
    expect(order('asc')).toEqual(['d', 'b', 'c', 'a']);
    expect(order('desc')).toEqual(['b', 'c', 'd', 'a']);
  });
});
