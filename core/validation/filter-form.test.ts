import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-kit';
import { effectiveFilter, isEmptyFilter, poolFilterForm, poolFilterSchema } from './filter-form';
import { VALIDATION_MESSAGES as M } from './messages';

describe('pool filters', () => {
  it('turns complete ranges and HMDA choices into the filter payload', () => {
    const raw = {
      ficoRange: ['660', '780'],
      ltvRange: [60, 80],
      hmdaGender: 'Female',
      race: 'Asian',
      ethnicity: '',
    };
    expect(poolFilterSchema.parse(raw)).toEqual({
      ficoRange: [660, 780],
      ltvRange: [60, 80],
      hmdaGender: 'Female',
      race: 'Asian',
    });
  });

  it('ignores a range with an open end and orders a reversed one', () => {
    expect(poolFilterSchema.parse({ dtiRange: ['', '43'], tenureRange: [360, 180] })).toEqual({
      tenureRange: [180, 360],
    });
    expect(isEmptyFilter(poolFilterSchema.parse({ ficoRange: [null, 700] }))).toBe(true);
  });

  it('refuses non-integers and unknown HMDA values', () => {
    expect(fieldErrors(poolFilterForm, { ficoRange: ['6.5', '700'], race: 'Martian' })).toEqual({
      'ficoRange.0': M.enterValidDetails,
      race: M.enterValidDetails,
    });
  });

  it('treats a range with one open end as no filter', () => {
    const end = fc.integer({ min: 0, max: 1000 });
    const key = fc.constantFrom('ficoRange', 'ltvRange', 'dtiRange', 'tenureRange');
    const openEnd = fc.constantFrom('', null, undefined);
    fc.assert(
      fc.property(key, end, openEnd, fc.boolean(), (k, n, open, lowerOpen) => {
        const pair = lowerOpen ? [open, n] : [n, open];
        expect(effectiveFilter(poolFilterForm.parse({ [k]: pair }))).toEqual(
          effectiveFilter(poolFilterForm.parse({})),
        );
      }),
    );
  });

  it('applies a complete range as its lower and upper bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 900 }), fc.integer({ min: 0, max: 900 }), (a, b) => {
        const filter = poolFilterSchema.parse({ ltvRange: [String(a), String(b)] });
        expect(filter).toEqual({ ltvRange: [Math.min(a, b), Math.max(a, b)] });
      }),
    );
  });
});
