import { describe, expect, it } from 'vitest';
import { unwrap } from '../errors/result';
import { cents } from '../money/cents';
import { generateTape, storeTapeResponseRows } from './generate-tape';
import { parseTapeType, TAPE_LAYOUTS, TAPE_TYPES } from './layouts/tape-layouts';
import { ASF_MAPPING } from './mappings/asf-mapping';
import { readTape } from './read-tape';
import type { LoanValues } from './tape-row';

const LOAN: LoanValues = {
  loanNumber: 'LN-7',
  issuingAuthority: 'Agrifields Bank',
  amountCents: cents(31_250_050),
  interestRate: 6.125,
  fico: 742,
  ltv: 78.5,
  cltv: 88,
  dti: 34.2,
  tenureMonths: 360,
  occupancy: 'Investment Property',
  propertyType: '2-4 Family',
  purpose: 'Cash-out Refinance',
  program: 'Conforming 30Y Fixed',
  qmStatus: 'QM Safe Harbor',
  maturityDate: '2054-03-01',
  firstPaymentDate: '2024-04-01',
  escrowBalanceCents: cents(215_000),
  units: 2,
  appraisedValueCents: cents(39_800_000),
  borrower: {
    id: 'B-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    monthlyIncomeCents: cents(1_250_000),
    monthlyDebtCents: cents(427_500),
    ethnicity: 'Mexican',
    race: 'White',
    gender: 'Female',
  },
  attributes: { 'postal code': '94107', propcity: 'San Francisco', AUS: '' },
};

describe('generated tapes', () => {
  it('has a layout for every tape type of spec §9', () => {
    expect(Object.keys(TAPE_LAYOUTS)).toEqual([...TAPE_TYPES]);
    for (const type of TAPE_TYPES) {
      const sheet = generateTape([LOAN, LOAN], type);
      expect(sheet.headers).toEqual(TAPE_LAYOUTS[type].columns.map(([h]) => h));
      expect(new Set(sheet.headers).size).toBe(sheet.headers.length);
      expect(sheet.rows).toHaveLength(2);
      expect(sheet.rows[0]).toHaveLength(sheet.headers.length);
    }
  });

  it('writes ASF codes, US dates and dollar amounts in the ASF tape', () => {
    const sheet = generateTape([LOAN], 'ASF');
    const cell = (h: string) => sheet.rows[0]![sheet.headers.indexOf(h)];
    expect(cell('Occupancy')).toBe('3');
    expect(cell('Loan Purpose')).toBe('2');
    expect(cell('Property Type')).toBe('6');
    expect(cell('First Payment Date of Loan')).toBe('04/01/2024');
    expect(cell('Original Loan Amount')).toBe(312_500.5);
    expect(cell('Original Interest Rate')).toBe(6.125);
  });

  it('fills columns from the seller tape attributes, then defaults, else leaves them empty', () => {
    const sheet = generateTape([LOAN], 'ASF');
    const cell = (h: string) => sheet.rows[0]![sheet.headers.indexOf(h)];
    expect(cell('Postal Code')).toBe('94107');
    expect(cell('City')).toBe('San Francisco');
    expect(cell('Lien Position')).toBe('1');
    expect(cell('Channel')).toBeNull();
    expect(generateTape([LOAN], 'Supplemental Data Extract (SDE)').rows[0]).toContain('SDE');
  });

  it('reads an ASF tape it generated back into the same values', () => {
    const sheet = generateTape([LOAN], 'ASF');
    const rows = sheet.rows.map((r) =>
      Object.fromEntries(sheet.headers.map((h, i) => [h, r[i] == null ? '' : String(r[i])])),
    );
    const [draft] = unwrap(readTape({ headers: sheet.headers, rows }, { mapping: ASF_MAPPING })).accepted;
    const { row: _row, qualityFlags: _flags, attributes: _attributes, ...values } = draft!;
    const { attributes: _a, ...expected } = LOAN;
    expect(values).toEqual({
      ...expected,
      borrower: {
        ...expected.borrower,
        id: null,
        firstName: null,
        lastName: null,
        monthlyDebtCents: null,
        ethnicity: null,
        race: null,
        gender: null,
      },
      program: null,
      qmStatus: null,
    });
  });

  it('stores one response row per column, valued as the generated tape', () => {
    for (const type of TAPE_TYPES) {
      const rows = storeTapeResponseRows(LOAN, type);
      const sheet = generateTape([LOAN], type);
      expect(rows.map((r) => r.fieldName)).toEqual(sheet.headers);
      expect(rows.map((r) => r.value)).toEqual(sheet.rows[0]!.map((c) => (c === null ? '' : String(c))));
    }
    const asf = storeTapeResponseRows(LOAN, 'ASF');
    expect(asf.find((r) => r.fieldName === 'Original LTV')).toEqual({
      fieldName: 'Original LTV',
      key: 'ltv',
      value: '78.5',
    });
    expect(asf.find((r) => r.fieldName === 'Postal Code')).toEqual({
      fieldName: 'Postal Code',
      key: 'postal code',
      value: '94107',
    });
  });

  it('accepts tape type names as clients spell them', () => {
    expect(parseTapeType('sde')).toBe('Supplemental Data Extract (SDE)');
    expect(parseTapeType('Supplemental Data Extract')).toBe('Supplemental Data Extract (SDE)');
    expect(parseTapeType('NEWREZ')).toBe('newRez');
    expect(parseTapeType('ASF report')).toBeNull();
  });
});
