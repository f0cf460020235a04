/**
 * The query of `GET /api/pool_analysis`: strat buckets per metric as comma-separated
 * boundaries (`fico=620,660,700,740,780`), and what to analyse — given loans
 * (`loanIds=a,b`), the loans passing a filter (any of the filter fields, ranges as `700,780`),
 * or else the caller's pool.
 */
import { z } from '@hono/zod-openapi';
import type { StratRequest } from '../../../../core/analytics/strats';
import { VALIDATION_MESSAGES as M } from '../../../../core/validation/messages';
import { STRAT_METRICS, type StratMetricName } from '../dto/analysis-dto';
import { type LoanFilterFields, loanFilterFields } from './loan-filter-schema';

const split = (value: unknown) =>
  typeof value === 'string' ? value.split(',').map((part) => part.trim()) : value;

const boundaries = z.preprocess(
  split,
  z
    .array(z.coerce.number({ error: M.enterValidDetails }).finite())
    .min(1)
    .max(50)
    .optional(),
);

const range = (key: 'ficoRange' | 'ltvRange' | 'dtiRange' | 'tenureRange') =>
  z.preprocess(split, loanFilterFields.shape[key]);

const FILTER_KEYS = [
  'ficoRange',
  'ltvRange',
  'dtiRange',
  'tenureRange',
  'hmdaGender',
  'ethnicity',
  'race',
  'loanId',
  'borrower',
  'tapeName',
] as const;

export const poolAnalysisQuery = z.object({
  fico: boundaries,
  ltv: boundaries,
  dti: boundaries,
  interestRate: boundaries,
  tenure: boundaries,
  amount: boundaries.openapi({ description: 'Dollars.' }),
  loanIds: z.preprocess(split, z.array(z.string().min(1).max(200)).min(1).max(5000).optional()),
  ficoRange: range('ficoRange'),
  ltvRange: range('ltvRange'),
  dtiRange: range('dtiRange'),
  tenureRange: range('tenureRange'),
  hmdaGender: loanFilterFields.shape.hmdaGender,
  ethnicity: loanFilterFields.shape.ethnicity,
  race: loanFilterFields.shape.race,
  loanId: loanFilterFields.shape.loanId,
  borrower: loanFilterFields.shape.borrower,
  tapeName: loanFilterFields.shape.tapeName,
});

export type PoolAnalysisQuery = z.output<typeof poolAnalysisQuery>;

/** The strats asked for, in the order of STRAT_METRICS; amount boundaries in cents. */
export function stratRequests(query: PoolAnalysisQuery): StratRequest[] {
  return (Object.keys(STRAT_METRICS) as StratMetricName[]).flatMap((name) => {
    const bounds = query[name];
    if (!bounds) return [];
    return [
      {
        metric: STRAT_METRICS[name],
        boundaries: name === 'amount' ? bounds.map((b) => Math.round(b * 100)) : bounds,
      },
    ];
  });
}

/** The filter of the query, or null when it names no filter field (then the pool is analysed). */
export function analysisFilter(query: PoolAnalysisQuery): LoanFilterFields | null {
  const given = FILTER_KEYS.filter((key) => query[key] !== undefined);
  if (given.length === 0) return null;
  return Object.fromEntries(given.map((key) => [key, query[key]])) as LoanFilterFields;
}
