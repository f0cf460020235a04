import { describe, expect, it } from 'vitest';
import * as values from './values';

/**
 * `values.ts` is what a widget imports when it needs a choice list, a limit or a text but no
 * form. That it reaches no zod is a boundary rule (`schema-free-validation-pulls-no-zod` in
 * `.dependency-cruiser.cjs`, proven in `tools/boundaries.test.ts`); here, what it offers.
 */
describe('the zod-free validation values', () => {
  it('offer the trading screens’ lists and limits', () => {
    expect(values.TABLE_PAGE_SIZES).toEqual([6, 10, 15, 20, 25]);
    expect(values.DEFAULT_TABLE_PAGE_SIZE).toBe(10);
    expect(values.SERVICERS).toHaveLength(3);
    expect(values.GENERATION_TAPE_TYPES).toHaveLength(7);
    expect(values.acceptAttribute('bulkBid')).toBe('.xlsx');
    expect(values.VALIDATION_MESSAGES.textareaRequired).toBe('Textarea Required');
  });

  it('offer the schema-free trading rules', () => {
    expect(values.bidTypingCheck('-4')).toEqual({ value: '', message: 'Bid amount must be greater than 0' });
    expect(values.effectiveFilter({ ficoRange: [800, 600], ltvRange: [undefined, 80] })).toEqual({
      ficoRange: [600, 800],
    });
    expect(values.picksStageAndParty('due_diligence')).toBe(false);
    expect(values.checkRepriceSelection(['a', 'b'])).toMatchObject({
      ok: false,
      error: { code: 'REPRICE.SELECTION' },
    });
    expect(values.checkTapeUpload('lender', { tapeType: 'newRez', files: [] })).toMatchObject({
      ok: false,
      error: { message: 'Please select required field.' },
    });
  });
});
