import type { FieldMapping } from '../mapping';

/**
 * The platform's own header style: the names of spec §3 (loan pool parameters, digital
 * contract attributes and ingested_attributes such as ESCROW_BALANCE or PROPERTY_TYPE_CODE_V).
 * The first alias of each field is the header the platform writes.
 */
export const PLATFORM_MAPPING: FieldMapping = {
  name: 'platform',
  fields: {
    loanNumber: ['loan_id', 'loan_number', 'loan no'],
    issuingAuthority: ['issuingauth', 'issuing_authority'],
    amount: ['loanamount', 'loan_value'],
    interestRate: ['interestrate', 'interest_rate'],
    fico: ['fico_score', 'fico'],
    ltv: ['ltv_value', 'ltv'],
    cltv: ['cltv_value', 'cltv'],
    dti: ['debt_to_income_ratio', 'dti'],
    tenure: ['tenure', 'term_months'],
    occupancy: ['occupancy', 'Occupancy Code'],
    propertyType: ['property_type', 'PROPERTY_TYPE_CODE_V'],
    purpose: ['purpose', 'loan_purpose'],
    program: ['program'],
    qmStatus: ['QM status', 'qm_status'],
    maturityDate: ['MATURITY_DATE'],
    firstPaymentDate: ['FIRST_PAYMENT_DUE_DATE', 'first_payment_date'],
    escrowBalance: ['ESCROW_BALANCE'],
    units: ['NUMBER_OF_UNITS', 'units'],
    appraisedValue: ['APPRAISAL_AMOUNT', 'appraised_value'],
    borrowerId: ['borrower_id'],
    borrowerFirstName: ['borrower_first_name'],
    borrowerLastName: ['borrower_last_name'],
    monthlyIncome: ['monthly_income'],
    monthlyDebt: ['monthly_debt'],
    ethnicity: ['ethnicity'],
    race: ['race'],
    gender: ['gender', 'hmdaGender'],
  },
};
