import { describe, expect, it } from 'vitest';
import { unwrap } from '../../errors/result';
import { readTape } from '../read-tape';
import { detectMapping } from './built-in';

/**
 * A lender's HMDA register, headed the way the FFIEC filing guide names the LAR fields or the
 * way the public data set names its columns, is read with the HMDA mapping.
 */

/** The FFIEC filing guide's data-field names (a pipe-delimited LAR converted to a sheet). */
const FFIEC_ROW: Readonly<Record<string, string>> = {
  'Legal Entity Identifier (LEI)': '5493001KJTIIGC8Y1R12',
  'Universal Loan Identifier (ULI)': '5493001KJTIIGC8Y1R12000000000142',
  'Loan Purpose': '1',
  'Occupancy Type': '1',
  'Loan Amount': '255000',
  'Ethnicity of Applicant or Borrower: 1': '2',
  'Race of Applicant or Borrower: 1': '5',
  'Sex of Applicant or Borrower': '2',
  Income: '96',
  'Applicant or Borrower, Name and Version of Credit Scoring Model': '2',
  'Credit Score of Applicant or Borrower': '742',
  'Interest Rate': '6.875',
  'Debt-to-Income Ratio': '38.2',
  'Combined Loan-to-Value Ratio': '85.5',
  'Loan Term': '360',
  'Property Value': '300000',
  'Total Units': '1',
};

/** The public data set's column names, with the identifier and score a lender's export adds. */
const PUBLIC_ROW: Readonly<Record<string, string>> = {
  lei: '5493001KJTIIGC8Y1R12',
  uli: 'ULI-1',
  derived_ethnicity: 'Not Hispanic or Latino',
  derived_race: 'White',
  derived_sex: 'Female',
  loan_purpose: '1',
  occupancy_type: '1',
  loan_amount: '255000',
  combined_loan_to_value_ratio: '85.5',
  interest_rate: '6.875',
  loan_term: '360',
  property_value: '300000',
  total_units: '1',
  income: '96',
  debt_to_income_ratio: '36',
  applicant_credit_score_type: '2',
  applicant_credit_score: '742',
};

const read = (row: Readonly<Record<string, string>>, ...more: Record<string, string>[]) =>
  unwrap(readTape({ headers: Object.keys(row), rows: [row, ...more] }));

describe('HMDA registers', () => {
  it.each([
    ['the FFIEC filing guide', FFIEC_ROW],
    ['the public data set', PUBLIC_ROW],
  ])('are recognised with the headers of %s', (_, row) => {
    expect(detectMapping(Object.keys(row)).name).toBe('hmda');
    const reading = read(row);
    expect(reading.report).toEqual([]);
    expect(reading.accepted[0]).toMatchObject({
      issuingAuthority: '5493001KJTIIGC8Y1R12',
      amountCents: 25_500_000,
      interestRate: 6.875,
      fico: 742,
      ltv: 85,
      cltv: 85.5,
      tenureMonths: 360,
      occupancy: 'Primary Residence',
      purpose: 'Purchase',
      units: 1,
      appraisedValueCents: 30_000_000,
      borrower: { monthlyIncomeCents: 800_000, ethnicity: 'Others', race: 'White', gender: 'Female' },
    });
  });

  it('keeps the credit scoring model as an attribute, never as the score', () => {
    const reading = read(PUBLIC_ROW);
    expect(reading.plan.headerOf.fico).toBe('applicant_credit_score');
    expect(reading.accepted[0]!.attributes).toEqual({ applicant_credit_score_type: '2' });
  });

  it('imports NA, Exempt and the credit-score codes as missing values with edit Q008', () => {
    const rows = ['7777', '8888', '9999', '1111'].map((score, i) => ({
      ...FFIEC_ROW,
      'Universal Loan Identifier (ULI)': `U${i}`,
      'Credit Score of Applicant or Borrower': score,
      'Interest Rate': i % 2 === 0 ? 'NA' : 'Exempt',
      'Loan Term': 'Exempt',
      'Combined Loan-to-Value Ratio': 'NA',
      Income: 'NA',
    }));
    const reading = read(rows[0]!, ...rows.slice(1));
    expect(reading.rejected).toBe(0);
    for (const loan of reading.accepted) {
      expect(loan).toMatchObject({ fico: null, interestRate: null, tenureMonths: null, cltv: null });
      expect(loan.borrower.monthlyIncomeCents).toBeNull();
      expect(loan.qualityFlags).toEqual(['Q008']);
    }
    const onRow2 = reading.report.filter((f) => f.row === 2);
    expect(onRow2.map((f) => [f.code, f.column, f.value])).toEqual([
      ['Q008', 'Interest Rate', 'NA'],
      ['Q008', 'Credit Score of Applicant or Borrower', '7777'],
      ['Q008', 'Combined Loan-to-Value Ratio', 'NA'],
      ['Q008', 'Loan Term', 'Exempt'],
      ['Q008', 'Income', 'NA'],
    ]);
    expect(onRow2[1]!.message).toBe(
      "FICO is reported as '7777' (not applicable or exempt): imported without a value.",
    );
  });

  it('reads a debt-to-income band as missing (Q010) and an exact value as a number', () => {
    const bands = ['<20%', '20%-<30%', '30%-<36%', '50%-60%', '>60%'];
    const rows = [...bands, '36', '49', '42.5'].map((dti, i) => ({
      ...PUBLIC_ROW,
      uli: `U${i}`,
      debt_to_income_ratio: dti,
    }));
    const reading = read(rows[0]!, ...rows.slice(1));
    expect(reading.accepted.map((l) => l.dti)).toEqual([null, null, null, null, null, 36, 49, 42.5]);
    expect(reading.report.map((f) => [f.code, f.value])).toEqual(bands.map((b) => ['Q010', b]));
  });

  it('imports a loan whose LTV cannot be derived, flagged Q009, and refuses one with no amount', () => {
    const reading = read(
      { ...FFIEC_ROW, 'Property Value': 'NA' },
      { ...FFIEC_ROW, 'Universal Loan Identifier (ULI)': 'U2', 'Loan Amount': 'NA' },
    );
    expect(reading.accepted).toHaveLength(1);
    expect(reading.accepted[0]).toMatchObject({
      ltv: null,
      appraisedValueCents: null,
      qualityFlags: ['Q008', 'Q009'],
    });
    expect(reading.report.map((f) => [f.row, f.code, f.stage])).toEqual([
      [2, 'Q008', 'quality'],
      [2, 'Q009', 'quality'],
      [3, 'S002', 'syntactical'],
    ]);
    expect(reading.report[2]!.message).toBe("Loan amount is required; the tape reports 'NA'.");
  });

  it("reads the public data's derived demographics, and those with no spec value as missing", () => {
    const reading = read(
      {
        ...PUBLIC_ROW,
        derived_race: 'Race Not Available',
        derived_ethnicity: 'Ethnicity Not Available',
        derived_sex: 'Sex Not Available',
      },
      {
        ...PUBLIC_ROW,
        uli: 'U2',
        derived_race: '2 or more minority races',
        derived_ethnicity: 'Joint',
        derived_sex: 'Joint',
      },
    );
    expect(reading.rejected).toBe(0);
    expect(reading.accepted.map((l) => l.borrower)).toMatchObject([
      { race: 'Not declared', ethnicity: 'Not declared', gender: 'Others' },
      { race: null, ethnicity: null, gender: null },
    ]);
    expect(reading.accepted[1]!.qualityFlags).toEqual(['Q008']);
  });
});
