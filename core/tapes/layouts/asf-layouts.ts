import { a, c, f, type TapeLayout } from './layout';

/**
 * The ASF loan-level tape (RMBS disclosure package field names and codes, dates MM/DD/YYYY)
 * and the Supplemental Data Extract that carries what ASF leaves out (borrower, HMDA, program).
 * Columns the platform has no field for come from the seller tape's attributes when present.
 */
export const ASF_LAYOUT: TapeLayout = {
  type: 'ASF',
  dateStyle: 'us',
  codeSet: 'asf',
  columns: [
    ['Primary Servicer', a(['Primary Servicer', 'Servicer'])],
    ['Loan Group', a('Loan Group', '1')],
    ['Loan Number', f('loanNumber')],
    ['Amortization Type', a('Amortization Type', '1')],
    ['Lien Position', a('Lien Position', '1')],
    ['Loan Purpose', f('purpose')],
    ['Channel', a('Channel')],
    ['Escrow Indicator', a('Escrow Indicator')],
    ['Origination Date', a(['Origination Date', 'closingdate', 'Note Date'])],
    ['Original Loan Amount', f('amount')],
    ['Original Interest Rate', f('interestRate')],
    ['Original Term to Maturity', f('tenure')],
    ['First Payment Date of Loan', f('firstPaymentDate')],
    ['Maturity Date', f('maturityDate')],
    ['Interest Type Indicator', a('Interest Type Indicator', '1')],
    ['Escrow Balance', f('escrowBalance')],
    ['Primary Wage Earner Original FICO', f('fico')],
    ['All Borrower Total Income', f('monthlyIncome')],
    ['Originator DTI', f('dti')],
    ['City', a(['City', 'propcity'])],
    ['State', a(['State', 'propstate'])],
    ['Postal Code', a(['Postal Code', 'ZIP', 'Zip Code'])],
    ['Property Type', f('propertyType')],
    ['Number of Units', f('units')],
    ['Occupancy', f('occupancy')],
    ['Original Appraised Property Value', f('appraisedValue')],
    ['Original Property Valuation Type', a('Original Property Valuation Type')],
    ['Original CLTV', f('cltv')],
    ['Original LTV', f('ltv')],
    ['Originator', f('issuingAuthority')],
  ],
};

export const SDE_LAYOUT: TapeLayout = {
  type: 'Supplemental Data Extract (SDE)',
  dateStyle: 'iso',
  columns: [
    ['Loan Number', f('loanNumber')],
    ['Extract Type', c('SDE')],
    ['Borrower ID', f('borrowerId')],
    ['Borrower First Name', f('borrowerFirstName')],
    ['Borrower Last Name', f('borrowerLastName')],
    ['Loan Program', f('program')],
    ['QM Status', f('qmStatus')],
    ['AUS', a(['AUS', 'Automated Underwriting System'])],
    ['Self Employed', a(['Self Employed', 'Self-employment Flag'])],
    ['Monthly Income', f('monthlyIncome')],
    ['Monthly Debt', f('monthlyDebt')],
    ['DTI', f('dti')],
    ['FICO', f('fico')],
    ['Escrow Balance', f('escrowBalance')],
    ['Appraised Value', f('appraisedValue')],
    ['HMDA Ethnicity', f('ethnicity')],
    ['HMDA Race', f('race')],
    ['HMDA Sex', f('gender')],
  ],
};
