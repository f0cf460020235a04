/**
 * The pool by property state drawn as the analysis' bar chart: the server's groups (largest
 * balance first, 'Unknown' last) as bars, the smallest folded into 'Other' when there are too
 * many to read; 'Show as table' lists every state, folded or not.
 */
import { ANALYSIS_TEXT as T } from './analysis-text';
import { BarChart } from './bar-chart';
import type { StateChartProps } from './props';
import { stateBars, stateRow } from './state-groups';

/** The distribution by state with its disclosure table. */
export function StateChart({ groups }: StateChartProps) {
  return (
    <BarChart title={T.stateTitle} bars={stateBars(groups)} rows={groups.map(stateRow)} rowHeader={T.state} />
  );
}
