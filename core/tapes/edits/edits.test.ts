import { describe, expect, it } from 'vitest';
import { unwrap } from '../../errors/result';
import { planColumns } from '../column-plan';
import { PLATFORM_MAPPING } from '../mappings/platform-mapping';
import { EDIT_CATALOGUE, EDIT_CODES, type EditCode } from './edit-catalogue';
import { runEdits } from './run-edits';

/** A row every edit accepts (platform header style). */
const CLEAN: Readonly<Record<string, string>> = {
  loan_id: 'LN-1',
  loanamount: '$250,000.00',
  interestrate: '6.125%',
  fico_score: '720',
  ltv_value: '80',
  cltv_value: '85',
  debt_to_income_ratio: '36.5',
  tenure: '360',
  occupancy: 'Primary Residence',
  property_type: 'SFR',
  purpose: 'Purchase',
  MATURITY_DATE: '01/01/2054',
  FIRST_PAYMENT_DUE_DATE: '2024-02-01',
  ESCROW_BALANCE: '1,200',
  NUMBER_OF_UNITS: '1',
  APPRAISAL_AMOUNT: '312500',
  borrower_first_name: 'Ada',
  monthly_income: '9000',
  monthly_debt: '3285',
  ethnicity: '13',
  race: 'Asian',
  gender: 'Female',
  notes: 'keep me',
};

/** For every edit, the change to the clean row that must trigger it (rows after the clean one). Q009 needs a tape without an LTV column: not-reported.test.ts. */
const TRIGGERS: Readonly<Record<Exclude<EditCode, 'Q009'>, Record<string, string>>> = {
  S001: { loan_id: ' ' },
  S002: { fico_score: '' },
  S003: { loanamount: 'two hundred' },
  S004: { fico_score: '720.5' },
  S005: { MATURITY_DATE: '31/31/2054' },
  S006: { borrower_first_name: 'x'.repeat(256) },
  S007: { notes: 'keep\u0000me' },
  V001: { fico_score: '900' },
  V002: { ltv_value: '250' },
  V003: { cltv_value: '-1' },
  V004: { debt_to_income_ratio: '101' },
  V005: { tenure: '481' },
  V006: { loanamount: '0' },
  V007: { interestrate: '-0.5' },
  V008: { MATURITY_DATE: '2023-01-01' },
  V009: { occupancy: 'Boat' },
  V010: { purpose: 'Vacation' },
  V011: { ethnicity: '99' },
  V012: { race: 'Martian' },
  V013: { gender: '5' },
  V014: { NUMBER_OF_UNITS: '0' },
  V015: { ESCROW_BALANCE: '(5.00)' },
  V016: { APPRAISAL_AMOUNT: '0' },
  Q001: { interestrate: '0' },
  Q002: { interestrate: '21%' },
  Q003: { loanamount: '499.99' },
  Q004: { MATURITY_DATE: '2044-01-01' },
  Q005: { loan_id: 'LN-0' }, // the loan number of the clean row before it
  Q006: { ltv_value: '101', cltv_value: '101' },
  Q007: { cltv_value: '70' },
  Q008: { fico_score: '8888' },
  Q010: { debt_to_income_ratio: '20%-<30%' },
};

/** The platform's header style with HMDA's ways of saying "no value". */
const MAPPING = {
  ...PLATFORM_MAPPING,
  notApplicable: ['NA', 'Exempt'],
  notApplicableCodes: { fico: ['8888'] },
  bandedFields: ['dti' as const],
};

const plan = unwrap(planColumns(Object.keys(CLEAN), MAPPING));
const edit = (...rows: Record<string, string>[]) => runEdits({ headers: Object.keys(CLEAN), rows }, plan);

describe('tape edits', () => {
  it('accept a clean row without a finding', () => {
    const result = edit(CLEAN);
    expect(result.report).toEqual([]);
    expect(result.accepted).toHaveLength(1);
  });

  it.each(EDIT_CODES.filter((c) => c !== 'Q009'))('%s fires on the input that breaks its rule', (code) => {
    const clean = { ...CLEAN, loan_id: 'LN-0' };
    const result = edit(clean, { ...CLEAN, ...TRIGGERS[code] });
    const found = result.report.filter((f) => f.code === code);
    expect(found.map((f) => f.row)).toEqual([3]);
    expect(found[0]!.stage).toBe(EDIT_CATALOGUE[code].stage);
    expect(result.report.some((f) => f.row === 2)).toBe(false);
    const kept = result.accepted.find((d) => d.row === 3);
    if (EDIT_CATALOGUE[code].stage === 'quality') expect(kept?.qualityFlags).toContain(code);
    else expect(kept).toBeUndefined();
    expect(result.rejected).toBe(EDIT_CATALOGUE[code].stage === 'quality' ? 0 : 1);
  });

  it('names the tape column and explains the problem', () => {
    const [f] = edit({ ...CLEAN, fico_score: '900' }).report;
    expect(f).toEqual({
      row: 2,
      column: 'fico_score',
      code: 'V001',
      stage: 'validity',
      message: 'FICO must be between 300 and 850: 900.',
    });
    expect(edit({ ...CLEAN, loanamount: 'ten' }).report[0]).toMatchObject({
      code: 'S003',
      message: "Loan amount is not a number: 'ten'.",
      value: 'ten',
    });
  });

  it('judges values only once the row can be read, and quality only once it is valid', () => {
    const unreadable = edit({ ...CLEAN, loanamount: 'ten', fico_score: '900', interestrate: '0' });
    expect(unreadable.report.map((f) => f.code)).toEqual(['S003']);
    const invalid = edit({ ...CLEAN, fico_score: '900', interestrate: '0' });
    expect(invalid.report.map((f) => f.code)).toEqual(['V001']);
  });
});
