import { describe, expect, it } from 'vitest';
import type { StateGroup } from './props';
import { STATE_BARS, stateBars } from './state-groups';

/** `n` states, largest first, each with one loan more than the next. */
function states(n: number, unknown = false): StateGroup[] {
  const groups = Array.from({ length: n }, (_, i) => ({
    state: `S${String(i).padStart(2, '0')}`,
    count: n - i,
    balance: (n - i) * 1000,
    countShare: 0,
    balanceShare: 0,
  }));
  const all = unknown
    ? [...groups, { state: 'Unknown', count: 1, balance: 500, countShare: 0, balanceShare: 0 }]
    : groups;
  const loans = all.reduce((s, g) => s + g.count, 0);
  const balance = all.reduce((s, g) => s + g.balance, 0);
  return all.map((g) => ({ ...g, countShare: g.count / loans, balanceShare: g.balance / balance }));
}

describe('the state chart’s bars', () => {
  it('draws every state while they fit', () => {
    expect(stateBars(states(STATE_BARS)).map((b) => b.label)).toHaveLength(STATE_BARS);
    expect(stateBars(states(1)).map((b) => b.label)).toEqual(['S00']);
    expect(stateBars([])).toEqual([]);
  });

  it('folds the smallest states into Other, keeping Unknown last, and loses no loan or dollar', () => {
    const groups = states(14, true);
    const bars = stateBars(groups);
    expect(bars).toHaveLength(STATE_BARS);
    expect(bars.map((b) => b.label).slice(-3)).toEqual(['S07', 'Other', 'Unknown']);
    const sum = (rows: readonly { count: number; balance: number }[]) => [
      rows.reduce((s, r) => s + r.count, 0),
      rows.reduce((s, r) => s + r.balance, 0),
    ];
    expect(sum(bars)).toEqual(sum(groups));
    expect(bars.filter((b) => b.rest).map((b) => b.label)).toEqual(['Other', 'Unknown']);
    expect(bars.find((b) => b.label === 'Other')).toMatchObject({
      count: 6 + 5 + 4 + 3 + 2 + 1,
      balance: 21_000,
    });
    expect(bars.reduce((s, b) => s + b.balanceShare, 0)).toBeCloseTo(1, 9);
  });

  it('folds without Unknown when every loan has a state', () => {
    const bars = stateBars(states(12));
    expect(bars.map((b) => b.label).slice(-2)).toEqual(['S08', 'Other']);
    expect(bars.at(-1)).toMatchObject({ count: 3 + 2 + 1 });
  });
});
