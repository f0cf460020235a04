/**
 * The analysis area of the trading family: the pool summary with its totals, weighted
 * averages, the §9 MIN/MAX/AVG info table and the strats drawn as accessible charts (visx),
 * each with a table fallback, and the pool by property state. Components, props, the area's CSS and its element rows.
 */
export { ANALYSIS_TEXT, STRAT_TITLES } from './analysis-text';
export { BarChart } from './bar-chart';
export { ANALYSIS_ELEMENTS } from './elements';
export { PoolAnalysis } from './pool-analysis';
export { PoolInfoTable, PoolTotals } from './pool-info-table';
export type {
  BarChartProps,
  ChartRow,
  PoolAnalysisData,
  PoolAnalysisProps,
  PoolInfoRow,
  PoolSummary,
  StateChartProps,
  StateGroup,
  Strat,
  StratChartProps,
  StratMetric,
} from './props';
export { StateChart } from './state-chart';
export { STATE_BARS, stateBars } from './state-groups';
export { StratChart } from './strat-chart';
export { analysisQuery, STRAT_BOUNDARIES } from './strat-request';
export { analysisCss } from './styles';
