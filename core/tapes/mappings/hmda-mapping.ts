import type { FieldMapping } from '../mapping';

/**
 * HMDA loan/application register names, both the public data's column names
 * (`combined_loan_to_value_ratio`) and the filing guide's data-field names ("Combined
 * Loan-to-Value Ratio"). HMDA has no LTV column: it is derived from the loan amount and the
 * property value. Income is reported in thousands of dollars a year, hence the scale.
 */
export const HMDA_MAPPING: FieldMapping = {
  name: 'hmda',
  codeSet: 'hmda',
  scale: { monthlyIncome: 1000 / 12 },
  fields: {
    loanNumber: ['ULI', 'Universal Loan Identifier', 'NULI', 'Loan Identifier'],
    issuingAuthority: ['lei', 'Legal Entity Identifier'],
    amount: ['loan_amount', 'Loan Amount'],
    interestRate: ['interest_rate', 'Interest Rate'],
    fico: ['applicant_credit_score', 'Credit Score of Applicant or Borrower'],
    cltv: ['combined_loan_to_value_ratio', 'Combined Loan-to-Value Ratio'],
    dti: ['debt_to_income_ratio', 'Debt-to-Income Ratio'],
    tenure: ['loan_term', 'Loan Term'],
    occupancy: ['occupancy_type', 'Occupancy Type'],
    purpose: ['loan_purpose', 'Loan Purpose'],
    units: ['total_units', 'Total Units'],
    appraisedValue: ['property_value', 'Property Value'],
    monthlyIncome: ['income', 'Gross Annual Income'],
    ethnicity: ['applicant_ethnicity-1', 'Ethnicity of Applicant or Borrower: 1', 'applicant_ethnicity'],
    race: ['applicant_race-1', 'Race of Applicant or Borrower: 1', 'applicant_race'],
    gender: ['applicant_sex', 'Sex of Applicant or Borrower'],
  },
};
