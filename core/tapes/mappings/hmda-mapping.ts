import type { FieldMapping } from '../mapping';

/**
 * HMDA loan/application register (LAR) names, in the two spellings lenders use:
 *
 * - the data-field names of the FFIEC "Filing Instructions Guide for HMDA Data Collected in
 *   2024" (section 2, the LAR), parenthesised abbreviations included — "Universal Loan
 *   Identifier (ULI)", "Legal Entity Identifier (LEI)", "Credit Score of Applicant or Borrower",
 *   "Ethnicity of Applicant or Borrower: 1" …; a pipe-delimited LAR converted to a sheet carries
 *   them as its header row;
 * - the column names of the public "Snapshot National Loan-Level Dataset" (the CFPB's HMDA data
 *   browser, "Public HMDA - LAR Data Fields"): `lei`, `loan_amount`, `combined_loan_to_value_ratio`,
 *   `derived_ethnicity` … The public data redacts the ULI and the credit score; a lender's own
 *   export in that style adds them (`uli`, `applicant_credit_score`).
 *
 * HMDA has no LTV column: it is derived from the loan amount and the property value. Income is
 * reported in thousands of dollars a year, hence the scale. Codes follow the FIG's code lists
 * (code-lists.ts, set `hmda`). Recognised but kept as attributes, because no platform field
 * means the same: `applicant_credit_score_type` / "Applicant or Borrower, Name and Version of
 * Credit Scoring Model" (which model scored, not the score), co-applicant fields, action taken,
 * rate spread, census tract and the other LAR fields.
 *
 * "No value" (not-reported.ts): the FIG's `NA` and `Exempt` in any numeric field; credit score
 * 7777 (not a number), 8888 (not applicable), 9999 (no co-applicant), 1111 (exempt); the public
 * data's debt-to-income bands; and the public data's derived summaries with no spec §9 value
 * ("Joint", "Free Form Text Only", "2 or more minority races").
 */
export const HMDA_MAPPING: FieldMapping = {
  name: 'hmda',
  codeSet: 'hmda',
  scale: { monthlyIncome: 1000 / 12 },
  fields: {
    loanNumber: [
      'Universal Loan Identifier (ULI)',
      'ULI',
      'Universal Loan Identifier',
      'Universal Loan Identifier (ULI) or Non-Universal Loan Identifier (NULI)',
      'Non-Universal Loan Identifier (NULI)',
      'NULI',
      'Loan Identifier',
    ],
    issuingAuthority: ['Legal Entity Identifier (LEI)', 'lei', 'Legal Entity Identifier'],
    amount: ['Loan Amount', 'loan_amount'],
    interestRate: ['Interest Rate', 'interest_rate'],
    fico: ['Credit Score of Applicant or Borrower', 'applicant_credit_score', 'Credit Score of Applicant'],
    cltv: ['Combined Loan-to-Value Ratio', 'combined_loan_to_value_ratio', 'CLTV'],
    dti: ['Debt-to-Income Ratio', 'debt_to_income_ratio'],
    tenure: ['Loan Term', 'loan_term'],
    occupancy: ['Occupancy Type', 'occupancy_type'],
    purpose: ['Loan Purpose', 'loan_purpose'],
    units: ['Total Units', 'total_units'],
    appraisedValue: ['Property Value', 'property_value'],
    monthlyIncome: ['Income', 'income', 'Gross Annual Income'],
    ethnicity: [
      'Ethnicity of Applicant or Borrower: 1',
      'applicant_ethnicity-1',
      'applicant_ethnicity',
      'derived_ethnicity',
    ],
    race: ['Race of Applicant or Borrower: 1', 'applicant_race-1', 'applicant_race', 'derived_race'],
    gender: ['Sex of Applicant or Borrower', 'applicant_sex', 'derived_sex'],
  },
  notApplicable: ['NA', 'Exempt'],
  notApplicableCodes: {
    fico: ['7777', '8888', '9999', '1111'],
    ethnicity: ['Joint', 'Free Form Text Only'],
    race: ['Joint', '2 or more minority races', 'Free Form Text Only'],
    gender: ['Joint'],
  },
  bandedFields: ['dti'],
};
