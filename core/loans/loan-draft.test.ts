import { describe, expect, it } from 'vitest';
import { checkDrafts, loanFromDraft, MAX_REPORTED_ISSUES } from './loan-draft';
import { makeDraft } from './testing/loan-samples';

describe('loan drafts', () => {
  it('accepts valid drafts and strips keys a loan does not have', () => {
    const r = checkDrafts([{ ...makeDraft(), ownerId: 'mallory', status: 'awarded' }]);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.drafts[0]).toEqual(makeDraft());
  });

  it('reports each problem with its 1-based row and field path', () => {
    const r = checkDrafts([
      makeDraft({ loanNumber: 'A' }),
      makeDraft({ loanNumber: 'B', tenureMonths: 0 }),
      makeDraft({ loanNumber: 'C', borrower: { ...makeDraft().borrower, monthlyIncomeCents: -5 as never } }),
      makeDraft({ loanNumber: 'A', maturityDate: '01/02/2050' }),
    ]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.issues.map((i) => [i.row, i.path])).toEqual([
        [2, 'tenureMonths'],
        [3, 'borrower.monthlyIncomeCents'],
        [4, 'maturityDate'],
      ]);
    }
  });

  it('refuses a loan number repeated within the file', () => {
    const r = checkDrafts([makeDraft({ loanNumber: 'A' }), makeDraft({ loanNumber: ' A ' })]);
    expect(r).toEqual({
      ok: false,
      issues: [{ row: 2, path: 'loanNumber', message: 'repeats the loan number of row 1' }],
    });
  });

  it('caps the number of reported problems', () => {
    const r = checkDrafts(Array.from({ length: 80 }, (_, i) => makeDraft({ loanNumber: `N${i}`, fico: 10 })));
    expect(!r.ok && r.issues.length).toBe(MAX_REPORTED_ISSUES);
  });

  it('turns a draft into a listed loan owned by its lender', () => {
    const loan = loanFromDraft(makeDraft(), {
      id: 'x',
      tapeName: 'T',
      lenderId: 'L',
      batchId: 'b',
      at: '2026-01-01T00:00:00.000Z',
    });
    expect(loan).toMatchObject({
      id: 'x',
      tapeName: 'T',
      lenderId: 'L',
      ownerId: 'L',
      status: 'listed',
      batchId: 'b',
    });
    expect(loan.createdAt).toBe(loan.updatedAt);
  });
});
