import { describe, expect, it } from 'vitest';
import { favouriteRanges, favouriteValuesOf } from './favourite-ranges';

describe('favourite filters in the pool filters panel', () => {
  it('fill the panel range of each label, leaving out loan amount, which the panel does not have', () => {
    expect(
      favouriteRanges([
        { label: 'fico', value: [740, 850] },
        { label: 'debt to income', value: [0, 43] },
        { label: 'loan amount', value: [100000, 500000] },
      ]),
    ).toEqual({ ficoRange: [740, 850], dtiRange: [0, 43] });
  });

  it('are saved from the complete ranges of the panel, in its order, and read back the same', () => {
    const values = favouriteValuesOf({ tenureRange: [180, 360], ficoRange: [700, 800] });
    expect(values).toEqual([
      { label: 'fico', value: [700, 800] },
      { label: 'tenure', value: [180, 360] },
    ]);
    expect(favouriteRanges(values)).toEqual({ ficoRange: [700, 800], tenureRange: [180, 360] });
  });

  it('save nothing for a panel with no complete range', () => {
    expect(favouriteValuesOf({})).toEqual([]);
  });
});
