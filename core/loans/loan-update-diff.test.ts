import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_UPDATE_FIELDS,
  type LoanUpdateData,
  loanUpdateDataSchema,
  POOL_UPDATE_FIELDS,
} from './loan-update-data';
import { applyLoanUpdate, changedFields, draftOf, updateFieldValue } from './loan-update-diff';
import { makeLoan } from './testing/loan-samples';

const text = fc.option(fc.constantFrom('Refinance', 'Purchase', 'FHA', 'Condo', 'Austin', '78701'), {
  nil: null,
});
/** Valid diffs, as the schema outputs them (amounts in cents). */
const diff: fc.Arbitrary<LoanUpdateData> = fc.record(
  {
    purpose: text,
    loanamount: fc.integer({ min: 1, max: 1e11 }),
    closingdate: fc.option(fc.constantFrom('2026-03-31', '2026-04-15'), { nil: null }),
    propcity: text,
    propcounty: text,
    propstate: text,
    ZIP: text,
    interestrate: fc.double({ min: 0, max: 100, noNaN: true }),
    fico_score: fc.integer({ min: 300, max: 850 }),
    debt_to_income_ratio: fc.double({ min: 0, max: 1000, noNaN: true }),
    ltv_value: fc.double({ min: 0, max: 1000, noNaN: true }),
    cltv_value: fc.option(fc.double({ min: 0, max: 1000, noNaN: true }), { nil: null }),
    tenure: fc.integer({ min: 1, max: 1200 }),
    program: text,
    generic_program: text,
    occupancy: text,
    property_type: text,
  },
  { requiredKeys: [] },
) as fc.Arbitrary<LoanUpdateData>;

const FIELDS = [...CONTRACT_UPDATE_FIELDS, ...POOL_UPDATE_FIELDS];
const before = draftOf(makeLoan({ attributes: { propcity: 'Dallas', LOAN_OFFICER: 'Kim' } }));

describe('the loan update diff', () => {
  it('sets every field it names, and nothing else', () => {
    fc.assert(
      fc.property(diff, (data) => {
        const after = applyLoanUpdate(before, data);
        for (const field of FIELDS) {
          const expected = data[field] === undefined ? updateFieldValue(before, field) : data[field];
          expect(updateFieldValue(after, field)).toEqual(expected);
        }
        // Outside the diff's fields nothing moves: the borrower, the loan number, other tape columns.
        expect(after.borrower).toEqual(before.borrower);
        expect(after.loanNumber).toBe(before.loanNumber);
        expect(after.attributes.LOAN_OFFICER).toBe('Kim');
      }),
    );
  });

  it('is idempotent: a diff applied leaves nothing changed to apply again', () => {
    fc.assert(
      fc.property(diff, (data) => {
        const once = applyLoanUpdate(before, data);
        expect(changedFields(once, data)).toEqual([]);
        expect(applyLoanUpdate(once, data)).toEqual(once);
      }),
    );
  });

  it('reads the spec’s names and the grid’s text, amounts in dollars to the cent', () => {
    const parsed = loanUpdateDataSchema.parse({
      loanamount: '250,000.10',
      fico_score: '712',
      ZIP: ' 78701 ',
    });
    expect(parsed).toEqual({ loanamount: 25_000_010, fico_score: 712, ZIP: '78701' });
    expect(changedFields(before, parsed)).toEqual(['loanamount', 'ZIP', 'fico_score']);
    // A null clears a kept column.
    expect(applyLoanUpdate(before, { propcity: null }).attributes).toEqual({ LOAN_OFFICER: 'Kim' });
  });

  it('refuses fields outside the diff and values outside the import’s bounds', () => {
    for (const bad of [
      { lenderId: 'me' },
      { borrower_first_name: 'Eve' },
      { fico_score: 900 },
      { loanamount: '12.345' },
      { loanamount: 0 },
      { tenure: 0 },
      { closingdate: 'tomorrow' },
      { interestrate: 'six' },
    ]) {
      expect(loanUpdateDataSchema.safeParse(bad).success).toBe(false);
    }
  });
});
