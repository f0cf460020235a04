import { describe, expect, it } from 'vitest';
import { loanDetailSections } from './loan-detail';

const ingested = [
  { name: 'ESCROW_BALANCE', value: 1234.5 },
  { name: 'NUMBER_OF_UNITS', value: 2 },
  { name: 'MATURITY_DATE', value: '2054-03-01' },
  { name: 'FIRST_PAYMENT_DUE_DATE', value: '2024-04-01' },
  { name: 'Occupancy Code', value: 'Owner Occupied' },
  { name: 'APPRAISAL_AMOUNT', value: 450000 },
  { name: 'PROPERTY_TYPE_CODE_V', value: 'Single Family' },
];
const contract = [
  { name: 'interestrate', value: 6.25 },
  { name: 'purpose', value: 'Purchase' },
  { name: 'QM status', value: 'QM Safe Harbor' },
];

describe('the loan detail panel', () => {
  it('labels and formats Primary Information in the spec order', () => {
    expect(loanDetailSections(ingested, contract).primary).toEqual([
      { label: 'Escrow Balance', value: '$1,234.50' },
      { label: 'Units', value: '2' },
      { label: 'Maturity Date', value: 'Mar 1st, 2054' },
      { label: 'First Payment Date', value: 'Apr 1st, 2024' },
      { label: 'Occupancy Status', value: 'Owner Occupied' },
    ]);
  });

  it('labels and formats Financial Details, reading the contract attributes too', () => {
    expect(loanDetailSections(ingested, contract).financial).toEqual([
      { label: 'Appraised Value', value: '$450,000.00' },
      { label: 'Interest Rate', value: '6.25%' },
      { label: 'Purpose', value: 'Purchase' },
      { label: 'QM Status', value: 'QM Safe Harbor' },
      { label: 'Property Type', value: 'Single Family' },
    ]);
  });

  it('shows a dash for every value the loan lacks, is null, or cannot be read', () => {
    const { primary, financial } = loanDetailSections(
      [
        { name: 'ESCROW_BALANCE', value: null },
        { name: 'MATURITY_DATE', value: 'not a date' },
        { name: 'APPRAISAL_AMOUNT', value: 'n/a' },
      ],
      [{ name: 'interestrate', value: '' }],
    );
    expect([...primary, ...financial].map((l) => l.value)).toEqual(Array(10).fill('-'));
  });

  it('prefers the ingested column over the contract attribute of the same field', () => {
    const { primary } = loanDetailSections(
      [{ name: 'Occupancy Code', value: 'Investment' }],
      [{ name: 'occupancy', value: 'Second Home' }],
    );
    expect(primary[4]).toEqual({ label: 'Occupancy Status', value: 'Investment' });
  });
});
