import type { FieldMapping } from '../mapping';

/**
 * ASF (American Securitization Forum RMBS disclosure package) field names, with the names
 * the SEC's Regulation AB II schedule uses for the same data as further aliases. Enumerated
 * fields carry ASF codes (Occupancy 1 = owner-occupied, Loan Purpose 2 = cash-out refinance …).
 */
export const ASF_MAPPING: FieldMapping = {
  name: 'asf',
  codeSet: 'asf',
  fields: {
    loanNumber: ['Loan Number', 'Primary Loan Identifier', 'Primary Loan ID', 'Loan ID'],
    issuingAuthority: ['Originator', 'Originator Name'],
    amount: ['Original Loan Amount', 'Original Principal Balance'],
    interestRate: ['Original Interest Rate', 'Original Note Rate'],
    fico: [
      'Primary Wage Earner Original FICO',
      'Primary Wage Earner Original FICO: Equifax',
      'Primary Wage Earner Original FICO: Experian',
      'Primary Wage Earner Original FICO: TransUnion',
      'Original Primary Borrower FICO',
    ],
    ltv: ['Original LTV', 'Original Loan-to-Value'],
    cltv: ['Original CLTV', 'Original Combined LTV', 'Original Combined Loan-to-Value'],
    dti: ['Originator DTI', 'Original Debt to Income Ratio', 'Original DTI', 'Originator Back-End DTI'],
    tenure: ['Original Term to Maturity', 'Original Loan Term'],
    occupancy: ['Occupancy', 'Occupancy Status'],
    propertyType: ['Property Type'],
    purpose: ['Loan Purpose'],
    program: ['Loan Program', 'Program'],
    qmStatus: ['ATR/QM Status', 'QM Status', 'Qualified Mortgage Status'],
    maturityDate: ['Maturity Date', 'Original Maturity Date'],
    firstPaymentDate: ['First Payment Date of Loan', 'First Payment Date'],
    escrowBalance: ['Current Escrow Balance', 'Escrow Balance'],
    units: ['Number of Units', 'Number of Dwelling Units'],
    appraisedValue: ['Original Appraised Property Value', 'Original Property Valuation Amount'],
    borrowerId: ['Borrower ID'],
    borrowerFirstName: ['Primary Borrower First Name', 'Borrower First Name'],
    borrowerLastName: ['Primary Borrower Last Name', 'Borrower Last Name'],
    monthlyIncome: ['All Borrower Total Income', 'Primary Borrower Total Income'],
    monthlyDebt: ['All Borrower Total Monthly Debt', 'Total Monthly Debt'],
    ethnicity: ['Primary Borrower Ethnicity'],
    race: ['Primary Borrower Race'],
    gender: ['Primary Borrower Sex', 'Primary Borrower Gender'],
  },
};
