/**
 * The props of the pool analysis widget (spec §2 pool summary, §9 info table, strats): what the
 * host knows is which loans to analyse, if not the caller's own pool. The client, session and
 * screen come from `TradingProvider`; the figures come from the server's `GET /pool_analysis`.
 */
import type { components } from '../../api/schema.gen';

/** The server's pool summary: count, total balance (dollars), balance-weighted averages. */
export type PoolSummary = components['schemas']['PoolSummary'];
/** One row of the §9 info table: MIN, MAX, AVG and the balance-weighted average of a metric. */
export type PoolInfoRow = components['schemas']['PoolInfoRow'];
/** One strat: a metric's buckets with their loan count, balance (dollars) and shares. */
export type Strat = components['schemas']['Strat'];
/** A strat's metric as the server names it. */
export type StratMetric = Strat['metric'];

/** The whole answer the widget draws. */
export interface PoolAnalysisData {
  readonly summary: PoolSummary;
  readonly infoTable: readonly PoolInfoRow[];
  readonly strats: readonly Strat[];
}

/** `<ispz-pool-analysis>`: the pool summary, the info table and the strats as charts. */
export interface PoolAnalysisProps {
  /**
   * Analyse these loans (platform `_id`s) instead of the caller's pool; as an attribute, a
   * comma-separated list (`loan-ids="a,b"`).
   */
  readonly loanIds?: readonly string[] | string;
  /** The heading above the analysis; default 'Pool Summary'. */
  readonly heading?: string;
}

/** `StratChart`'s props: one strat drawn as bars, with its table fallback. */
export interface StratChartProps {
  readonly strat: Strat;
  /** The chart's title, e.g. 'Distribution by FICO'. */
  readonly title: string;
}
