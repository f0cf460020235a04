/**
 * The pool analysis (spec §2 pool summary, §3 summary totals, §9 info table, strats): one call
 * to `GET /pool_analysis` for the caller's pool or the given loans, then the totals and
 * weighted averages, the MIN/MAX/AVG table, a chart per strat and one by property state. Every
 * figure is the server's (core's `pool-info.ts`, `strats.ts` and `state-strat.ts` computed it);
 * the widget only lays it out. Loading, failed (the server's refusal or §8's sentence) and an
 * empty pool are the shared sentences.
 */
import { useId, useMemo } from 'react';
import { DataState, useApiQuery, withTrading } from '../shared';
import { STRAT_TITLES, ANALYSIS_TEXT as T } from './analysis-text';
import { PoolInfoTable, PoolTotals } from './pool-info-table';
import type { PoolAnalysisData, PoolAnalysisProps } from './props';
import { StateChart } from './state-chart';
import { StratChart } from './strat-chart';
import { analysisQuery } from './strat-request';

function PoolAnalysisView({ loanIds, heading }: PoolAnalysisProps) {
  const headingId = useId();
  const query = useMemo(() => analysisQuery(loanIds), [loanIds]);
  const analysis = useApiQuery(['pool_analysis', query], (client, signal) =>
    client.GET('/pool_analysis', { params: { query }, signal }),
  );
  const data: PoolAnalysisData | undefined = analysis.data?.data;
  const empty = data !== undefined && data.summary.count === 0;
  return (
    <section className="ispz-analysis" aria-labelledby={headingId} aria-busy={analysis.state === 'loading'}>
      <h2 id={headingId} className="ispz-analysis__heading">
        {heading ?? T.heading}
      </h2>
      <DataState state={analysis.state} errorText={analysis.errorText} empty={empty}>
        {data ? (
          <>
            <PoolTotals summary={data.summary} />
            <PoolInfoTable rows={data.infoTable} />
            <h3 className="ispz-analysis__subheading">{T.chartsHeading}</h3>
            <div className="ispz-analysis__charts">
              {data.strats.map((strat) => (
                <StratChart key={strat.metric} strat={strat} title={STRAT_TITLES[strat.metric]} />
              ))}
              {data.byState.length > 0 ? <StateChart groups={data.byState} /> : null}
            </div>
          </>
        ) : null}
      </DataState>
    </section>
  );
}

/**
 * The pool summary with its info table and strat charts; inside a `TradingProvider`, or
 * standalone with `session` (and `client`).
 *
 * @example
 * <PoolAnalysis />                       // the caller's pool
 * <PoolAnalysis loanIds={['64f…', '64e…']} /> // given loans
 */
export const PoolAnalysis = withTrading(PoolAnalysisView);
