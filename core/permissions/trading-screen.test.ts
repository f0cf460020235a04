import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOAN_PERSONAS } from './actor';
import { loanTradingView, tapeUploadOptions } from './trading-screen';

describe('loan trading screen', () => {
  it('hides Reprice from lenders and Transfer from rating agencies and due diligence', () => {
    expect(loanTradingView('lender')).toMatchObject({ repriceButton: 'hidden', transferButton: 'enabled' });
    expect(loanTradingView('investor')).toMatchObject({
      repriceButton: 'enabled',
      transferButton: 'enabled',
    });
    for (const p of ['due_diligence', 'rating_agency', 'rating_agency_17g5'] as const) {
      expect(loanTradingView(p)).toMatchObject({ repriceButton: 'enabled', transferButton: 'hidden' });
    }
  });

  it('shows the buttons a persona has as disabled on a read-only page', () => {
    expect(loanTradingView('investor', { readOnly: true })).toMatchObject({
      repriceButton: 'disabled',
      transferButton: 'disabled',
    });
    expect(loanTradingView('lender', { readOnly: true })).toMatchObject({
      repriceButton: 'hidden',
      transferButton: 'disabled',
    });
  });

  it('shows the loan records screen to lenders, investors and due diligence only', () => {
    expect(LOAN_PERSONAS.filter((p) => loanTradingView(p).showLoanRecords)).toEqual([
      'lender',
      'investor',
      'due_diligence',
    ]);
    expect(loanTradingView(null).showLoanRecords).toBe(false);
  });

  it('shows the due-diligence tools and Status & Insights to the right personas', () => {
    expect(loanTradingView('due_diligence')).toMatchObject({
      tapeIcon: true,
      statusInsightsColumn: true,
      stageAndSecondPartySelectors: false,
    });
    expect(loanTradingView('lender')).toMatchObject({
      tapeIcon: false,
      statusInsightsColumn: false,
      stageAndSecondPartySelectors: true,
    });
  });

  it('offers due diligence its own tape types and everyone else ASF and SDE', () => {
    expect(tapeUploadOptions('due_diligence')).toEqual([
      'inTENT Tape1',
      'Scienna Fees',
      'Scienna Disclosures',
      'Scienna Loans',
      'newRez',
      'eResi Standard 1',
    ]);
    expect(tapeUploadOptions('investor')).toEqual(['ASF', 'Supplemental Data Extract']);
  });

  it('never shows Transfer, enabled or not, to a rating agency or due-diligence user', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('due_diligence', 'rating_agency', 'rating_agency_17g5' as const),
        fc.boolean(),
        (p, readOnly) => {
          expect(loanTradingView(p, { readOnly }).transferButton).toBe('hidden');
        },
      ),
    );
  });
});
