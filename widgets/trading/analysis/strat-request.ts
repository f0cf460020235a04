/**
 * What the widget asks `GET /pool_analysis` for: which loans (the caller's pool unless ids are
 * given) and the strat buckets per metric as boundaries — the server cuts the pool into them
 * (`core/analytics/strats.ts`), the widget only draws. The bands are the usual ones of loan
 * tapes' stratification reports: FICO in 40-point bands, LTV and DTI in 10-point bands, rates
 * by the half point.
 */
import type { StratMetric } from './props';

/** Boundaries per metric: n boundaries make n + 1 buckets (< first … ≥ last). */
export const STRAT_BOUNDARIES: Readonly<Partial<Record<StratMetric, readonly number[]>>> = {
  fico: [620, 660, 700, 740, 780],
  ltv: [60, 70, 80, 90, 95],
  dti: [20, 30, 36, 43, 50],
  interestRate: [5, 5.5, 6, 6.5, 7, 7.5],
};

/** The query of `GET /pool_analysis` for these loans (or the pool). */
export interface AnalysisQuery {
  readonly fico?: number[];
  readonly ltv?: number[];
  readonly dti?: number[];
  readonly interestRate?: number[];
  readonly loanIds?: string[];
}

/** `loanIds` as given by a React host (array) or an attribute (comma-separated text). */
export function loanIdList(loanIds: readonly string[] | string | undefined): string[] | undefined {
  const list = typeof loanIds === 'string' ? loanIds.split(',') : (loanIds ?? []);
  const ids = list.map((id) => id.trim()).filter((id) => id !== '');
  return ids.length > 0 ? ids : undefined;
}

/** The query for the pool (no ids) or for the given loans, with every strat's boundaries. */
export function analysisQuery(loanIds: readonly string[] | string | undefined): AnalysisQuery {
  const ids = loanIdList(loanIds);
  const bounds = (metric: StratMetric) => [...(STRAT_BOUNDARIES[metric] ?? [])];
  return {
    fico: bounds('fico'),
    ltv: bounds('ltv'),
    dti: bounds('dti'),
    interestRate: bounds('interestRate'),
    ...(ids ? { loanIds: ids } : {}),
  };
}
