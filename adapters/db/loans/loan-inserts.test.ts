import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeLoan, sampleLoans } from '../../../core/loans/testing/loan-samples';
import { cents } from '../../../core/money/cents';
import { LOAN_VALUE_COLUMNS, loanToRow, loanValues } from './loan-rows';
import { loanTables } from './loan-tables';

describe('the values a tape import writes for a loan', () => {
  it('name every column of the loans table once', () => {
    expect([...LOAN_VALUE_COLUMNS].sort()).toEqual(Object.keys(loanTables.loans).sort());
  });

  it('are the row the query builder was given, column for column, for any loan', () => {
    const missing = fc.option(fc.integer({ min: 0, max: 10 ** 12 }), { nil: null });
    fc.assert(
      fc.property(
        fc.nat(200),
        missing,
        missing,
        fc.array(fc.string(), { maxLength: 3 }),
        (i, escrow, income, flags) => {
          const loan = {
            ...sampleLoans(i, 1)[0]!,
            escrowBalanceCents: escrow === null ? null : cents(escrow),
            borrower: { ...makeLoan().borrower, monthlyIncomeCents: income === null ? null : cents(income) },
            qualityFlags: flags,
          };
          const row = loanToRow(loan) as Record<string, unknown>;
          expect(loanValues(loan)).toEqual(LOAN_VALUE_COLUMNS.map((c) => row[c] ?? null));
        },
      ),
    );
  });

  it('refuse what the row refused: fractions in whole-number columns', () => {
    const fractional = makeLoan({ fico: 700.5 });
    expect(() => loanToRow(fractional)).toThrow(RangeError);
    expect(() => loanValues(fractional)).toThrow(RangeError);
  });
});
