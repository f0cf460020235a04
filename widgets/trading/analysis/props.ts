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

/** The loans of one property state (or 'Unknown'): count, balance (dollars) and shares. */
export type StateGroup = components['schemas']['StateGroup'];

/** The whole answer the widget draws. */
export interface PoolAnalysisData {
  readonly summary: PoolSummary;
  readonly infoTable: readonly PoolInfoRow[];
  readonly strats: readonly Strat[];
  /** By property state, largest balance first, 'Unknown' last. */
  readonly byState: readonly StateGroup[];
}

/** One bar of a chart and one row of its table: a bucket or a state. */
export interface ChartRow {
  readonly label: string;
  readonly count: number;
  /** Dollars. */
  readonly balance: number;
  readonly countShare: number;
  readonly balanceShare: number;
  /** A group of leftovers ('Other', 'Unknown') rather than a bucket or a state: drawn muted. */
  readonly rest?: boolean;
}

/** `BarChart`'s props: the bars drawn and the rows of its 'Show as table'. */
export interface BarChartProps {
  /** The chart's title, e.g. 'Distribution by state'. */
  readonly title: string;
  readonly bars: readonly ChartRow[];
  /** The table's rows; the bars unless given (the state chart lists every state). */
  readonly rows?: readonly ChartRow[];
  /** The table's first column header; 'Bucket' unless given. */
  readonly rowHeader?: string;
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

/** `StateChart`'s props: the pool by property state. */
export interface StateChartProps {
  readonly groups: readonly StateGroup[];
}
