import { describe, expect, it } from 'vitest';
import { analysisQuery, loanIdList, STRAT_BOUNDARIES } from './strat-request';

describe('what the pool analysis asks the server for', () => {
  it('asks for the caller’s pool with every strat’s boundaries when no loans are named', () => {
    const query = analysisQuery(undefined);
    expect(query.loanIds).toBeUndefined();
    expect(query.fico).toEqual([620, 660, 700, 740, 780]);
    expect(Object.keys(query).sort()).toEqual(['dti', 'fico', 'interestRate', 'ltv']);
  });

  it('reads loan ids from a React array or an attribute’s comma-separated text', () => {
    expect(loanIdList(['a', ' b '])).toEqual(['a', 'b']);
    expect(loanIdList('a, b,,c ')).toEqual(['a', 'b', 'c']);
    expect(loanIdList(' , ')).toBeUndefined();
    expect(analysisQuery('x,y').loanIds).toEqual(['x', 'y']);
  });

  it('keeps every metric’s boundaries rising strictly, as the server requires', () => {
    for (const bounds of Object.values(STRAT_BOUNDARIES)) {
      expect(bounds.every((b, i) => i === 0 || bounds[i - 1]! < b)).toBe(true);
    }
  });
});
