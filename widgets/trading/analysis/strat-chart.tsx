/**
 * One numeric strat (FICO, LTV, DTI, rate bands) drawn as the analysis' bar chart: a bar per
 * bucket, in the server's bucket order, and the same buckets in its 'Show as table'.
 */
import { BarChart } from './bar-chart';
import type { StratChartProps } from './props';

/** A strat's chart with its disclosure table. */
export function StratChart({ strat, title }: StratChartProps) {
  return <BarChart title={title} bars={strat.buckets} />;
}
