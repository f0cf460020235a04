/**
 * How many states the state chart draws: a pool spread over forty states would make forty thin
 * bars, so past `STATE_BARS` the smallest states are drawn as one 'Other' bar (their loans,
 * balance and shares summed). The server's order is kept — largest balance first, 'Unknown'
 * last — and 'Unknown' is never folded away: a loan with no state stays visible as such.
 */
import { ANALYSIS_TEXT as T } from './analysis-text';
import type { ChartRow, StateGroup } from './props';

/** The most bars the state chart draws, 'Other' and 'Unknown' included. */
export const STATE_BARS = 10;

/** The group of loans with no state, as the server names it (core/analytics/state-strat.ts). */
export const UNKNOWN_STATE = 'Unknown';

/** A state group as a chart row. */
export const stateRow = (group: StateGroup): ChartRow => ({
  label: group.state,
  count: group.count,
  balance: group.balance,
  countShare: group.countShare,
  balanceShare: group.balanceShare,
  ...(group.state === UNKNOWN_STATE ? { rest: true } : {}),
});

/** The bars of the state chart: every state when they fit, else the largest, 'Other', 'Unknown'. */
export function stateBars(groups: readonly StateGroup[], limit = STATE_BARS): ChartRow[] {
  const rows = groups.map(stateRow);
  if (rows.length <= limit) return rows;
  const unknown = rows.filter((r) => r.label === UNKNOWN_STATE);
  const known = rows.filter((r) => r.label !== UNKNOWN_STATE);
  const kept = known.slice(0, Math.max(limit - 1 - unknown.length, 0));
  const rest = known.slice(kept.length);
  const other: ChartRow = {
    label: T.otherStates,
    count: rest.reduce((sum, r) => sum + r.count, 0),
    balance: rest.reduce((sum, r) => sum + r.balance, 0),
    countShare: rest.reduce((sum, r) => sum + r.countShare, 0),
    balanceShare: rest.reduce((sum, r) => sum + r.balanceShare, 0),
    rest: true,
  };
  return [...kept, other, ...unknown];
}
