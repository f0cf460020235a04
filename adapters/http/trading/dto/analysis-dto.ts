/**
 * Pool analysis answers (spec §9 info table: LTV, DTI, FICO, interestRate with MIN, MAX, AVG;
 * §3 pool summary totals; strats). Money in dollars; a strat on the loan amount takes and
 * gives its bucket bounds in dollars too. Metric names on the wire: fico, ltv, dti,
 * interestRate, tenure (months), amount (dollars).
 */
import { z } from '@hono/zod-openapi';
import type { LoanMetric } from '../../../../core/analytics/loan-metrics';
import type { PoolInfoRow, PoolSummary } from '../../../../core/analytics/pool-info';
import type { StateGroup } from '../../../../core/analytics/state-strat';
import type { Strat } from '../../../../core/analytics/strats';
import { toDollars } from '../../../../core/money/cents';

/** Wire name → core metric. */
export const STRAT_METRICS = {
  fico: 'fico',
  ltv: 'ltv',
  dti: 'dti',
  interestRate: 'interestRate',
  tenure: 'tenureMonths',
  amount: 'amountCents',
} as const satisfies Record<string, LoanMetric>;

export type StratMetricName = keyof typeof STRAT_METRICS;

const WIRE_NAME = Object.fromEntries(
  Object.entries(STRAT_METRICS).map(([wire, core]) => [core, wire]),
) as Record<LoanMetric, StratMetricName>;

export const PoolSummarySchema = z
  .object({
    count: z.number(),
    totalBalance: z.number().openapi({ description: 'Dollars.' }),
    weightedAverages: z.object({
      interestRate: z.number().nullable(),
      fico: z.number().nullable(),
      ltv: z.number().nullable(),
      dti: z.number().nullable(),
      tenure: z.number().nullable(),
    }),
  })
  .openapi('PoolSummary');

export const InfoRowSchema = z
  .object({
    metric: z.enum(['LTV', 'DTI', 'FICO', 'interestRate']),
    MIN: z.number().nullable(),
    MAX: z.number().nullable(),
    AVG: z.number().nullable(),
    WAVG: z.number().nullable().openapi({ description: 'Weighted by loan balance.' }),
  })
  .openapi('PoolInfoRow');

export const StratSchema = z
  .object({
    metric: z.enum(Object.keys(STRAT_METRICS) as [StratMetricName, ...StratMetricName[]]),
    buckets: z.array(
      z.object({
        from: z.number().nullable(),
        to: z.number().nullable(),
        label: z.string(),
        count: z.number(),
        balance: z.number().openapi({ description: 'Dollars.' }),
        countShare: z.number(),
        balanceShare: z.number(),
      }),
    ),
  })
  .openapi('Strat');

export const StateGroupSchema = z
  .object({
    state: z.string().openapi({
      description:
        "The property state as the tape wrote it (tape column `State`, else `propstate`, else `state_code`; two-letter codes in upper case), or 'Unknown' for loans whose tape gave none.",
    }),
    count: z.number(),
    balance: z.number().openapi({ description: 'Dollars.' }),
    countShare: z.number(),
    balanceShare: z.number(),
  })
  .openapi('StateGroup');

export function poolSummaryDto(summary: PoolSummary): z.infer<typeof PoolSummarySchema> {
  const { tenureMonths, ...rest } = summary.weightedAverages;
  return {
    count: summary.count,
    totalBalance: toDollars(summary.totalBalanceCents),
    weightedAverages: { ...rest, tenure: tenureMonths },
  };
}

export function infoRowDto(row: PoolInfoRow): z.infer<typeof InfoRowSchema> {
  return { metric: row.metric, MIN: row.min, MAX: row.max, AVG: row.avg, WAVG: row.weightedAvg };
}

const bound = (value: number | null, inCents: boolean) => (value === null || !inCents ? value : value / 100);

export function stratDto(strat: Strat): z.infer<typeof StratSchema> {
  const inCents = strat.metric === 'amountCents';
  return {
    metric: WIRE_NAME[strat.metric],
    buckets: strat.buckets.map((b) => {
      const from = bound(b.from, inCents);
      const to = bound(b.to, inCents);
      return {
        from,
        to,
        label: inCents
          ? from === null
            ? `< ${to}`
            : to === null
              ? `≥ ${from}`
              : `${from} – < ${to}`
          : b.label,
        count: b.count,
        balance: toDollars(b.balanceCents),
        countShare: b.countShare,
        balanceShare: b.balanceShare,
      };
    }),
  };
}

export function stateGroupDto(group: StateGroup): z.infer<typeof StateGroupSchema> {
  return {
    state: group.state,
    count: group.count,
    balance: toDollars(group.balanceCents),
    countShare: group.countShare,
    balanceShare: group.balanceShare,
  };
}
