import { describe, expect, it } from 'vitest';
import { decidesPurchase, decisionVerdict, rowStatusDisplay } from './grid-rules';
import { GRID_PARTIES, purchaseRow, stakeholderRow } from './testing/grid-rows';

describe('Approve and Reject for the selected stakeholder rows (spec §4)', () => {
  it('are off with nothing selected, without a sentence', () => {
    expect(decisionVerdict([])).toEqual({ allowed: false, reason: null });
  });

  it('are allowed when every row is pending, not retained and not on the platform', () => {
    expect(decisionVerdict([stakeholderRow(1), stakeholderRow(2)])).toEqual({ allowed: true });
  });

  it('are refused, saying why, when any row is in progress', () => {
    const verdict = decisionVerdict([
      stakeholderRow(1),
      stakeholderRow(2, { status: 'inprogress', retain: true }),
    ]);
    expect(verdict).toEqual({ allowed: false, reason: 'Some selected loans are still being processed' });
  });

  it('are refused when any row is retained or on the platform', () => {
    for (const over of [{ retain: true }, { onPlatform: true }]) {
      expect(decisionVerdict([stakeholderRow(1), stakeholderRow(2, over)])).toEqual({
        allowed: false,
        reason: 'Retained loans and loans on the platform cannot be approved or rejected',
      });
    }
  });
});

describe('the purchases the caller decides', () => {
  it('are the pending rows they approve', () => {
    expect(decidesPurchase(purchaseRow(1), GRID_PARTIES.lender)).toBe(true);
    expect(decidesPurchase(purchaseRow(1), GRID_PARTIES.investor)).toBe(false);
    expect(
      decidesPurchase(purchaseRow(1, { status: 'approved', isApproved: 'true' }), GRID_PARTIES.lender),
    ).toBe(false);
  });
});

describe('row statuses', () => {
  it('always carry a word with their colour', () => {
    expect(rowStatusDisplay('inprogress')).toEqual({ text: 'In progress', colour: 'orange' });
    expect(rowStatusDisplay('rejected')).toEqual({ text: 'Rejected', colour: 'red' });
  });
});
