import { a, c, f, type TapeLayout } from './layout';

/**
 * The due-diligence review tapes: business-purpose (investor) loans, valuations, and the
 * ability-to-repay / qualified-mortgage review.
 */
export const BUSINESS_PURPOSE_LAYOUT: TapeLayout = {
  type: 'Business Purpose Supplement',
  dateStyle: 'iso',
  columns: [
    ['Loan Number', f('loanNumber')],
    ['Business Purpose Loan', c('Y')],
    ['Borrower Entity Name', a(['Borrower Entity Name', 'Entity Name'])],
    ['Borrower Entity Type', a(['Borrower Entity Type', 'Entity Type'])],
    ['Guarantor FICO', f('fico')],
    ['Loan Purpose', f('purpose')],
    ['Property Type', f('propertyType')],
    ['Number of Units', f('units')],
    ['Occupancy', f('occupancy')],
    ['Original Loan Amount', f('amount')],
    ['Interest Rate', f('interestRate')],
    ['Appraised Value', f('appraisedValue')],
    ['LTV', f('ltv')],
    ['DSCR', a(['DSCR', 'Debt Service Coverage Ratio'])],
    ['Monthly Rent', a(['Monthly Rent', 'Gross Monthly Rent'])],
    ['Prepayment Penalty Term', a(['Prepayment Penalty Term', 'Prepay Term'])],
  ],
};

export const VALUATION_LAYOUT: TapeLayout = {
  type: 'Valuation Report',
  dateStyle: 'iso',
  columns: [
    ['Loan Number', f('loanNumber')],
    ['Original Appraised Property Value', f('appraisedValue')],
    ['Original Property Valuation Type', a('Original Property Valuation Type')],
    ['Original Property Valuation Date', a(['Original Property Valuation Date', 'Appraisal Date'])],
    ['Appraisal Form', a('Appraisal Form')],
    ['Secondary Valuation Type', a('Secondary Valuation Type')],
    ['Secondary Valuation Amount', a('Secondary Valuation Amount')],
    ['Original LTV', f('ltv')],
    ['Original CLTV', f('cltv')],
    ['Property Type', f('propertyType')],
    ['Number of Units', f('units')],
    ['Occupancy', f('occupancy')],
    ['City', a(['City', 'propcity'])],
    ['State', a(['State', 'propstate'])],
    ['Postal Code', a(['Postal Code', 'ZIP', 'Zip Code'])],
  ],
};

export const ATR_QM_LAYOUT: TapeLayout = {
  type: 'ATR OR QM Report',
  dateStyle: 'iso',
  columns: [
    ['Loan Number', f('loanNumber')],
    ['QM Status', f('qmStatus')],
    ['ATR Status', a(['ATR Status', 'ATR/QM Status'])],
    ['Loan Program', f('program')],
    ['Original Interest Rate', f('interestRate')],
    ['APR', a('APR')],
    ['Original Term', f('tenure')],
    ['Monthly Income', f('monthlyIncome')],
    ['Monthly Debt', f('monthlyDebt')],
    ['DTI', f('dti')],
    ['Points and Fees', a(['Points and Fees', 'Total Points and Fees'])],
    ['Interest Only', a(['Interest Only', 'IO Flag'])],
    ['Balloon', a(['Balloon', 'Balloon Flag'])],
    ['Safe Harbor or Rebuttable Presumption', a(['Safe Harbor or Rebuttable Presumption', 'QM Presumption'])],
  ],
};
