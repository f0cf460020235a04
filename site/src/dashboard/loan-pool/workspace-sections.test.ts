/**
 * The workspace's sections follow the caller's screen and core's capability table: each
 * persona gets its own tasks, the operator without a persona gets the market's, and the
 * pool summary analyses either the whole pool or exactly the selected loans.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOAN_PERSONAS, type LoanPersona } from '../../../../core/permissions/actor';
import { loanTradingView } from '../../../../core/permissions/trading-screen';
import { summaryTarget } from './summary-target';
import {
  approvalGrids,
  dueDiligenceTools,
  personaName,
  seesLoans,
  workspaceSections,
} from './workspace-sections';

const screen = (persona: LoanPersona | null) => ({ persona, ...loanTradingView(persona) });

describe('the workspace sections', () => {
  it('give the lender tapes, the tape import and records, but no bidding table', () => {
    expect(workspaceSections(screen('lender'), 'BUSINESSADMIN')).toEqual([
      'tapes',
      'import',
      'records',
      'approvals',
      'notifications',
    ]);
  });

  it('give the investor the bidding table, due diligence and the approvals, and no tape import', () => {
    const sections = workspaceSections(screen('investor'), 'consumer');
    expect(sections).toEqual(['tapes', 'records', 'bidding', 'dueDiligence', 'approvals', 'notifications']);
    expect(dueDiligenceTools(screen('investor'), null)).toEqual({
      startDd: true,
      generateTapes: false,
      finalDocs: false,
    });
    expect(approvalGrids(screen('investor'), null)).toEqual({ stakeholder: true, purchase: true });
  });

  it('give the due-diligence firm its review tools and records, without bids or approvals', () => {
    expect(workspaceSections(screen('due_diligence'), null)).toEqual([
      'tapes',
      'records',
      'dueDiligence',
      'notifications',
    ]);
    expect(dueDiligenceTools(screen('due_diligence'), null).startDd).toBe(false);
  });

  it('give a rating agency no loan records, bids or approvals', () => {
    for (const persona of ['rating_agency', 'rating_agency_17g5'] as const)
      expect(workspaceSections(screen(persona), null)).toEqual(['tapes', 'notifications']);
  });

  it('give the operator without a persona the tapes and the stakeholder rows it completes', () => {
    expect(workspaceSections(screen(null), 'ispadmin')).toEqual(['tapes', 'approvals', 'notifications']);
    expect(approvalGrids(screen(null), 'ispadmin')).toEqual({ stakeholder: true, purchase: false });
    expect(workspaceSections(screen(null), 'consumer')).toEqual(['notifications']);
  });

  it('see loans (and so have a pool to summarise) with a loan persona or as the operator only', () => {
    for (const persona of LOAN_PERSONAS) expect(seesLoans(screen(persona), 'consumer')).toBe(true);
    expect(seesLoans(screen(null), 'ispadmin')).toBe(true);
    expect(seesLoans(screen(null), 'BUSINESSADMIN')).toBe(false);
    expect(seesLoans(screen(null), 'consumer')).toBe(false);
  });

  it('show loan records exactly when the screen does, and notifications always', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOAN_PERSONAS, null), fc.boolean(), (persona, showLoanRecords) => {
        const sections = workspaceSections({ persona, showLoanRecords }, null);
        expect(sections.includes('records')).toBe(showLoanRecords);
        expect(sections.at(-1)).toBe('notifications');
      }),
    );
  });

  it('name the persona as the spec does', () => {
    expect(personaName('rating_agency_17g5')).toBe('17G5 - Rating Agency');
    expect(personaName('due_diligence')).toBe('Due Diligence');
    expect(personaName(null)).toBeNull();
  });
});

describe('the pool summary target', () => {
  const words = { whole: 'Pool Summary', selected: (n: number) => `Summary of ${n}` };

  it('is the whole pool with nothing selected', () => {
    expect(summaryTarget([], words)).toEqual({ heading: 'Pool Summary' });
  });

  it('is exactly the selected loans, each once', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { minLength: 1 }), (ids) => {
        const target = summaryTarget(ids, words);
        expect(new Set(target.loanIds)).toEqual(new Set(ids));
        expect(target.loanIds).toHaveLength(new Set(ids).size);
        expect(target.heading).toBe(`Summary of ${new Set(ids).size}`);
      }),
    );
  });
});
