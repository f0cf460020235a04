import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/messages';
import {
  compareFields,
  compareLoanRows,
  fieldComparisonSheet,
  fieldOfHeader,
  valuesMatch,
} from './compare-fields';
import { headerKey } from './header-key';
import { TAPE_LAYOUTS } from './layouts/tape-layouts';
import { BUILT_IN_MAPPINGS } from './mappings/built-in';

describe('field comparison', () => {
  it('matches numbers however they are written, to 4 decimal places', () => {
    expect(valuesMatch('interestrate', '6.125', '6.1250%')).toBe(true);
    expect(valuesMatch('Original Interest Rate', 6.125, ' 6.125 % ')).toBe(true);
    expect(valuesMatch('interestrate', '6.125', '6.13')).toBe(false);
    expect(valuesMatch('interestrate', '6.125', '0.06125')).toBe(false);
  });

  it('compares money in whole cents', () => {
    expect(valuesMatch('loanamount', '$250,000.00', 250000)).toBe(true);
    expect(valuesMatch('Original Loan Amount', '250000.004', '$250,000')).toBe(true);
    expect(valuesMatch('loanamount', '250000.01', '250000')).toBe(false);
  });

  it('compares dates, codes and text by meaning', () => {
    expect(valuesMatch('MATURITY_DATE', '2054-01-01', '01/01/2054')).toBe(true);
    expect(valuesMatch('Maturity Date', '56250', '2054-01-01')).toBe(true);
    expect(valuesMatch('Maturity Date', '56251', '2054-01-01')).toBe(false);
    expect(valuesMatch('Occupancy', '1', 'Primary Residence')).toBe(true);
    expect(valuesMatch('Loan Purpose', '2', 'Cash-out Refinance')).toBe(true);
    expect(valuesMatch('Occupancy', '1', 'Second Home')).toBe(false);
    expect(valuesMatch('program', 'Conforming  30Y', 'conforming 30y')).toBe(true);
    expect(valuesMatch('program', '', ' ')).toBe(true);
    expect(valuesMatch('program', 'A', '')).toBe(false);
  });

  it('compares text fields as text and unknown columns by what they hold', () => {
    expect(valuesMatch('loan_id', '00123', '123')).toBe(false);
    expect(valuesMatch('Loan Number', 'ln-1', 'LN-1')).toBe(true);
    expect(valuesMatch('Secondary Valuation Amount', '1,000', '1000.00')).toBe(true);
    expect(valuesMatch('Appraisal Date', '2024-03-01', '03/01/2024')).toBe(true);
    expect(valuesMatch('Appraisal Form', '1004', '1004D')).toBe(false);
  });

  it('knows every built-in header as one field only', () => {
    const owner = new Map<string, string>();
    const claim = (header: string, field: string) => {
      expect(owner.get(headerKey(header)) ?? field, header).toBe(field);
      owner.set(headerKey(header), field);
    };
    for (const m of BUILT_IN_MAPPINGS)
      for (const [field, names] of Object.entries(m.fields)) for (const n of names!) claim(n, field);
    for (const layout of Object.values(TAPE_LAYOUTS)) {
      for (const [header, source] of layout.columns) if ('field' in source) claim(header, source.field);
    }
    expect(fieldOfHeader('ORIGINAL_LOAN_AMOUNT')).toBe('amount');
  });

  it('pairs columns that name the same field in different header styles', () => {
    const rows = compareFields(
      { loan_id: 'LN-1', loanamount: '$312,500.50', fico_score: '742', notes: 'x' },
      {
        'Loan Number': 'LN-1',
        'Original Loan Amount': 312500.5,
        'Primary Wage Earner Original FICO': 741,
        Channel: 'R',
      },
    );
    expect(rows).toEqual([
      { fieldName: 'loan_id', dataValue: 'LN-1', generatedValue: 'LN-1', matched: 'Yes' },
      { fieldName: 'loanamount', dataValue: '$312,500.50', generatedValue: '312500.5', matched: 'Yes' },
      { fieldName: 'fico_score', dataValue: '742', generatedValue: '741', matched: 'No' },
      { fieldName: 'notes', dataValue: 'x', generatedValue: '', matched: 'No' },
      { fieldName: 'Channel', dataValue: '', generatedValue: 'R', matched: 'No' },
    ]);
    expect(fieldComparisonSheet(rows).headers).toEqual([
      'Field Name',
      'Data Value',
      'Generated Value',
      'Matched',
    ]);
  });

  it('matches an amount with its own formatted forms and never with another amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 11 }), fc.integer({ min: 1, max: 10 ** 6 }), (n, delta) => {
        const formatted = `$${(n / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
        expect(valuesMatch('loanamount', formatted, n / 100)).toBe(true);
        expect(valuesMatch('loanamount', formatted, (n + delta) / 100)).toBe(false);
      }),
    );
  });
});

describe('a comparison that cannot be made', () => {
  it("answers 'Error in comparision' when a row is missing or no field has a value on both sides", () => {
    const failed = { ok: false, error: { code: 'COMPARE.FAILED', message: MESSAGES.errorInComparison } };
    expect(compareLoanRows(undefined, { 'Loan Number': '1' })).toMatchObject(failed);
    expect(compareLoanRows({ 'Loan Number': '1' }, undefined)).toMatchObject(failed);
    expect(compareLoanRows({ loan_id: '1' }, { 'Some Other Column': 'x' })).toMatchObject(failed);
    expect(compareLoanRows({ loan_id: '', fico_score: '' }, { fico_score: '' })).toMatchObject(failed);
  });

  it('compares as soon as one field has a value on both sides, matched or not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 850 }), fc.integer({ min: 300, max: 850 }), (a, b) => {
        const r = compareLoanRows({ fico_score: String(a) }, { fico_score: String(b) });
        expect(r).toEqual({
          ok: true,
          value: [
            {
              fieldName: 'fico_score',
              dataValue: String(a),
              generatedValue: String(b),
              matched: a === b ? 'Yes' : 'No',
            },
          ],
        });
      }),
    );
  });
});
