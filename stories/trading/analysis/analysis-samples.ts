/**
 * Sample `GET /pool_analysis` answers typed by the API: a realistic investor pool of 48 loans
 * (FICO mostly 660–780, LTV 70–90 %, DTI under 43 %, rates around 6 %, over fourteen states and
 * a few loans with none), the same pool in one state, and an empty pool. The
 * buckets' labels are the server's (`core/analytics/strats.ts`); their shares are worked out
 * here from the counts and balances so every figure adds up as the server's would.
 */
import type { PoolAnalysisData, StateGroup, Strat, StratMetric } from '../../../widgets/trading/analysis';

type Row = readonly [label: string, from: number | null, to: number | null, count: number, balance: number];

function strat(metric: StratMetric, rows: readonly Row[]): Strat {
  const count = rows.reduce((sum, r) => sum + r[3], 0);
  const balance = rows.reduce((sum, r) => sum + r[4], 0);
  return {
    metric,
    buckets: rows.map(([label, from, to, n, dollars]) => ({
      label,
      from,
      to,
      count: n,
      balance: dollars,
      countShare: count === 0 ? 0 : n / count,
      balanceShare: balance === 0 ? 0 : dollars / balance,
    })),
  };
}

const FICO: Row[] = [
  ['< 620', null, 620, 2, 410_000],
  ['620 – < 660', 620, 660, 6, 1_512_500],
  ['660 – < 700', 660, 700, 11, 3_105_000],
  ['700 – < 740', 700, 740, 14, 4_480_000],
  ['740 – < 780', 740, 780, 10, 3_250_000],
  ['≥ 780', 780, null, 5, 1_455_000],
];
const LTV: Row[] = [
  ['< 60', null, 60, 4, 980_000],
  ['60 – < 70', 60, 70, 7, 1_890_000],
  ['70 – < 80', 70, 80, 18, 5_620_000],
  ['80 – < 90', 80, 90, 13, 4_212_500],
  ['90 – < 95', 90, 95, 5, 1_310_000],
  ['≥ 95', 95, null, 1, 200_000],
];
const DTI: Row[] = [
  ['< 20', null, 20, 3, 720_000],
  ['20 – < 30', 20, 30, 12, 3_540_000],
  ['30 – < 36', 30, 36, 15, 4_610_000],
  ['36 – < 43', 36, 43, 14, 4_342_500],
  ['43 – < 50', 43, 50, 4, 1_000_000],
  ['≥ 50', 50, null, 0, 0],
];
const RATE: Row[] = [
  ['< 5', null, 5, 2, 610_000],
  ['5 – < 5.5', 5, 5.5, 5, 1_420_000],
  ['5.5 – < 6', 5.5, 6, 13, 4_105_000],
  ['6 – < 6.5', 6, 6.5, 15, 4_690_000],
  ['6.5 – < 7', 6.5, 7, 8, 2_387_500],
  ['7 – < 7.5', 7, 7.5, 4, 800_000],
  ['≥ 7.5', 7.5, null, 1, 200_000],
];

/** The server's state groups from [state, loans, dollars] rows, shares worked out. */
function byState(rows: readonly (readonly [state: string, count: number, balance: number])[]): StateGroup[] {
  const count = rows.reduce((sum, r) => sum + r[1], 0);
  const balance = rows.reduce((sum, r) => sum + r[2], 0);
  return rows.map(([state, n, dollars]) => ({
    state,
    count: n,
    balance: dollars,
    countShare: count === 0 ? 0 : n / count,
    balanceShare: balance === 0 ? 0 : dollars / balance,
  }));
}

/** 48 loans over fourteen states and three with no state: more than the chart draws as bars. */
const STATES = byState([
  ['CA', 9, 3_150_000],
  ['TX', 7, 2_050_000],
  ['FL', 6, 1_640_000],
  ['NY', 4, 1_520_000],
  ['WA', 3, 980_000],
  ['CO', 3, 840_000],
  ['AZ', 3, 760_000],
  ['NC', 2, 590_000],
  ['GA', 2, 540_000],
  ['IL', 2, 460_000],
  ['VA', 1, 420_000],
  ['OR', 1, 310_000],
  ['NV', 1, 280_000],
  ['UT', 1, 212_500],
  ['Unknown', 3, 460_000],
]);

/** A realistic pool: 48 loans, $14,212,500. */
export const REALISTIC_POOL: PoolAnalysisData = {
  summary: {
    count: 48,
    totalBalance: 14_212_500,
    weightedAverages: { interestRate: 6.084, fico: 712.6, ltv: 76.9, dti: 33.2, tenure: 331.5 },
  },
  infoTable: [
    { metric: 'LTV', MIN: 42.5, MAX: 96.5, AVG: 76.1, WAVG: 76.9 },
    { metric: 'DTI', MIN: 12.4, MAX: 48.9, AVG: 32.8, WAVG: 33.2 },
    { metric: 'FICO', MIN: 604, MAX: 811, AVG: 709.3, WAVG: 712.6 },
    { metric: 'interestRate', MIN: 4.75, MAX: 7.625, AVG: 6.049, WAVG: 6.084 },
  ],
  strats: [strat('fico', FICO), strat('ltv', LTV), strat('dti', DTI), strat('interestRate', RATE)],
  byState: STATES,
};

/** The same pool with every loan in one state. */
export const ONE_STATE_POOL: PoolAnalysisData = {
  ...REALISTIC_POOL,
  byState: byState([['TX', 48, 14_212_500]]),
};

/** An empty pool: no loans, no figures. */
export const EMPTY_POOL: PoolAnalysisData = {
  summary: {
    count: 0,
    totalBalance: 0,
    weightedAverages: { interestRate: null, fico: null, ltv: null, dti: null, tenure: null },
  },
  infoTable: (['LTV', 'DTI', 'FICO', 'interestRate'] as const).map((metric) => ({
    metric,
    MIN: null,
    MAX: null,
    AVG: null,
    WAVG: null,
  })),
  strats: [
    strat(
      'fico',
      FICO.map(([l, f, t]) => [l, f, t, 0, 0] as const),
    ),
  ],
  byState: [],
};

/** The server's envelope around an analysis. */
export const analysisAnswer = (data: PoolAnalysisData) => ({
  body: { success: true, statusText: 'Success', data },
});
