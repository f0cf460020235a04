import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunks, rowsPerStatement } from './chunks';

describe('splitting rows for multi-row statements', () => {
  it('keeps every row, in order, in pieces no larger than asked', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 50 }), (rows, size) => {
        const pieces = chunks(rows, size);
        expect(pieces.flat()).toEqual(rows);
        for (const piece of pieces) expect(piece.length).toBeGreaterThan(0);
        for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(size);
      }),
    );
  });

  it('stays below both databases’ parameter limits', () => {
    expect(rowsPerStatement(36) * 36).toBeLessThanOrEqual(32_766);
    expect(rowsPerStatement(100_000)).toBe(1);
    expect(() => chunks([1], 0)).toThrow(RangeError);
  });
});
