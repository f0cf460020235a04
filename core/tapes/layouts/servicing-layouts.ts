import { a, c, f, type TapeLayout } from './layout';

/**
 * Tapes for the loans' next home: a standard residential tape (eResi Standard 1) and a
 * servicer boarding tape (newRez).
 */
export const ERESI_LAYOUT: TapeLayout = {
  type: 'eResi Standard 1',
  dateStyle: 'iso',
  columns: [
    ['Loan ID', f('loanNumber')],
    ['Originator', f('issuingAuthority')],
    ['Currency', c('USD')],
    ['Original Balance', f('amount')],
    ['Interest Rate', f('interestRate')],
    ['Original Term', f('tenure')],
    ['First Payment Date', f('firstPaymentDate')],
    ['Maturity Date', f('maturityDate')],
    ['Credit Score', f('fico')],
    ['DTI', f('dti')],
    ['LTV', f('ltv')],
    ['CLTV', f('cltv')],
    ['Occupancy Type', f('occupancy')],
    ['Property Type', f('propertyType')],
    ['Loan Purpose', f('purpose')],
    ['Units', f('units')],
    ['Valuation Amount', f('appraisedValue')],
    ['Escrow Balance', f('escrowBalance')],
    ['Borrower Monthly Income', f('monthlyIncome')],
  ],
};

export const NEWREZ_LAYOUT: TapeLayout = {
  type: 'newRez',
  dateStyle: 'us',
  columns: [
    ['Loan Number', f('loanNumber')],
    ['Borrower First Name', f('borrowerFirstName')],
    ['Borrower Last Name', f('borrowerLastName')],
    ['Original Balance', f('amount')],
    ['Note Rate', f('interestRate')],
    ['Original Term', f('tenure')],
    ['First Payment Date', f('firstPaymentDate')],
    ['Maturity Date', f('maturityDate')],
    ['Escrow Balance', f('escrowBalance')],
    ['Occupancy', f('occupancy')],
    ['Property Type', f('propertyType')],
    ['Number of Units', f('units')],
    ['Loan Purpose', f('purpose')],
    ['Appraised Value', f('appraisedValue')],
    ['Credit Score', f('fico')],
    ['LTV', f('ltv')],
    ['CLTV', f('cltv')],
    ['DTI', f('dti')],
    ['Property Address', a(['Property Address', 'Address', 'propaddress'])],
    ['City', a(['City', 'propcity'])],
    ['State', a(['State', 'propstate'])],
    ['Zip', a(['Postal Code', 'ZIP', 'Zip Code'])],
    ['Servicing Released', c('Y')],
  ],
};
