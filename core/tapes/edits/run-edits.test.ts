import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../errors/result';
import { planColumns } from '../column-plan';
import { HMDA_MAPPING } from '../mappings/hmda-mapping';
import { PLATFORM_MAPPING } from '../mappings/platform-mapping';
import { rejects } from './edit-catalogue';
import { editReportSheet } from './edit-report';
import { runEdits } from './run-edits';

// Each mapped column gets either a plausible value or a hostile one.
const COLUMNS: Readonly<Record<string, readonly string[]>> = {
  loan_id: ['LN-1', 'LN-2', '', '  LN-3 '],
  loanamount: ['250000', '$1,000.50', '0', '-5', 'abc', '499'],
  interestrate: ['6.125', '0', '25%', '-1', 'x'],
  fico_score: ['720', '299', '851', '700.5', ''],
  ltv_value: ['80', '101', '201', '-1'],
  cltv_value: ['', '90', '50', '-3'],
  debt_to_income_ratio: ['36', '100.5', 'n/a'],
  tenure: ['360', '0', '481', '180'],
  FIRST_PAYMENT_DUE_DATE: ['', '2024-02-01', '02/30/2024'],
  MATURITY_DATE: ['', '2054-01-01', '2020-01-01', '45000'],
  gender: ['', 'Male', '2', '9'],
};

const rowArb = fc.record(
  Object.fromEntries(Object.entries(COLUMNS).map(([k, values]) => [k, fc.constantFrom(...values)])) as Record<
    string,
    fc.Arbitrary<string>
  >,
);
const extraArb = fc.dictionary(fc.constantFrom('notes', 'Channel', 'propcity', 'ZIP', 'x y'), fc.string());

describe('running the edits over a tape', () => {
  it('never both accepts and rejects a row, and accounts for every row', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 20 }), (rows) => {
        const headers = Object.keys(COLUMNS);
        const result = runEdits({ headers, rows }, unwrap(planColumns(headers, PLATFORM_MAPPING)));
        const rejectedRows = new Set(result.report.filter(rejects).map((f) => f.row));
        const acceptedRows = result.accepted.map((d) => d.row);
        for (const row of acceptedRows) expect(rejectedRows.has(row)).toBe(false);
        expect(rejectedRows.size).toBe(result.rejected);
        expect(acceptedRows.length + result.rejected).toBe(rows.length);
        for (const draft of result.accepted) {
          const quality = result.report.filter((f) => f.row === draft.row).map((f) => f.code);
          expect(draft.qualityFlags).toEqual(quality);
        }
      }),
    );
  });

  it('keeps every column no field claimed as a verbatim attribute', () => {
    fc.assert(
      fc.property(fc.array(extraArb, { minLength: 1, maxLength: 5 }), (extras) => {
        const names = [...new Set(extras.flatMap((e) => Object.keys(e)))];
        const clean = {
          loan_id: 'A',
          loanamount: '1000',
          interestrate: '5',
          fico_score: '700',
          ltv_value: '70',
          debt_to_income_ratio: '30',
          tenure: '360',
        };
        const headers = [...Object.keys(clean), ...names];
        const rows = extras.map((e, i) => ({ ...clean, loan_id: `A${i}`, ...e }));
        const result = runEdits({ headers, rows }, unwrap(planColumns(headers, PLATFORM_MAPPING)));
        expect(result.accepted).toHaveLength(rows.length);
        result.accepted.forEach((draft, i) => {
          expect(draft.attributes).toEqual(Object.fromEntries(names.map((n) => [n, extras[i]![n] ?? ''])));
        });
      }),
    );
  });

  it('numbers rows as the sheet does when blank rows were skipped', () => {
    const headers = Object.keys(COLUMNS);
    const row = {
      loan_id: '',
      loanamount: '1',
      interestrate: '1',
      fico_score: '700',
      ltv_value: '1',
      debt_to_income_ratio: '1',
      tenure: '1',
    };
    const result = runEdits(
      { headers, rows: [row], rowNumbers: [17] },
      unwrap(planColumns(headers, PLATFORM_MAPPING)),
    );
    expect(result.report[0]).toMatchObject({ row: 17, code: 'S001' });
  });

  it('writes the report as a sheet that explains each edit', () => {
    const sheet = editReportSheet([
      { row: 4, column: 'fico_score', code: 'V001', stage: 'validity', message: 'm' },
    ]);
    expect(sheet.headers).toEqual(['Row', 'Column', 'Edit', 'Stage', 'Message', 'Value', 'Rule']);
    expect(sheet.rows).toEqual([
      [4, 'fico_score', 'V001', 'validity', 'm', null, 'FICO is between 300 and 850.'],
    ]);
  });
  it('builds the draft: cents, percent numbers, ISO dates, labels, attributes', () => {
    const row = {
      loan_id: ' LN-1 ',
      loanamount: '$250,000.00',
      interestrate: '6.125%',
      fico_score: '720',
      ltv_value: '80',
      debt_to_income_ratio: '36.5',
      tenure: '360',
      property_type: 'SFR',
      MATURITY_DATE: '01/01/2054',
      ESCROW_BALANCE: '1,200',
      ethnicity: '13',
      monthly_income: '9000',
      notes: 'keep me ',
    };
    const headers = Object.keys(row);
    const [draft] = runEdits(
      { headers, rows: [row] },
      unwrap(planColumns(headers, PLATFORM_MAPPING)),
    ).accepted;
    expect(draft).toMatchObject({
      row: 2,
      loanNumber: 'LN-1',
      amountCents: 25_000_000,
      interestRate: 6.125,
      maturityDate: '2054-01-01',
      propertyType: 'Single Family',
      escrowBalanceCents: 120_000,
      cltv: null,
      borrower: { ethnicity: 'Cuban', race: null, monthlyIncomeCents: 900_000 },
      attributes: { notes: 'keep me ' },
      qualityFlags: [],
    });
  });

  it('derives LTV for HMDA tapes, which carry none', () => {
    const row = {
      ULI: 'U1',
      loan_amount: '300000',
      interest_rate: '6.5',
      applicant_credit_score: '700',
      debt_to_income_ratio: '40',
      loan_term: '360',
      property_value: '400000',
      income: '120',
    };
    const headers = Object.keys(row);
    const plan = unwrap(planColumns(headers, HMDA_MAPPING));
    const result = runEdits({ headers, rows: [row, { ...row, ULI: 'U2', property_value: '' }] }, plan);
    expect(result.accepted[0]).toMatchObject({ ltv: 75, borrower: { monthlyIncomeCents: 1_000_000 } });
    // Without a property value there is nothing to derive from: imported without an LTV, flagged.
    expect(result.accepted[1]).toMatchObject({ ltv: null, qualityFlags: ['Q009'] });
    expect(result.rejected).toBe(0);
    expect(result.report).toMatchObject([{ row: 3, code: 'Q009', column: null, stage: 'quality' }]);
  });
});
