/**
 * The pool's totals and the §9 info table as the server answers them: the loan count, the
 * total balance and the balance-weighted averages (interest rate, FICO, LTV, DTI, tenure) as
 * figures, then one row per metric (LTV, DTI, FICO, interestRate) with MIN, MAX, AVG and the
 * weighted AVG — a dense table, numbers right-aligned.
 */
import { ANALYSIS_TEXT as T, WEIGHTED_AVERAGE_LABELS } from './analysis-text';
import { dollarsText, metricText } from './figures';
import type { PoolInfoRow, PoolSummary } from './props';

/** The count, total balance and weighted averages. */
export function PoolTotals({ summary }: { readonly summary: PoolSummary }) {
  const averages = Object.entries(WEIGHTED_AVERAGE_LABELS) as [
    keyof typeof WEIGHTED_AVERAGE_LABELS,
    string,
  ][];
  return (
    <section className="ispz-analysis__totals" aria-label={T.summaryHeading}>
      <dl>
        <div>
          <dt>{T.loans}</dt>
          <dd>{summary.count}</dd>
        </div>
        <div>
          <dt>{T.totalBalance}</dt>
          <dd>{dollarsText(summary.totalBalance)}</dd>
        </div>
        {averages.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{metricText(summary.weightedAverages[key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The MIN/MAX/AVG table of spec §9, with the balance-weighted average beside. */
export function PoolInfoTable({ rows }: { readonly rows: readonly PoolInfoRow[] }) {
  return (
    <table className="ispz-analysis__info">
      <caption>{T.infoHeading}</caption>
      <thead>
        <tr>
          <th scope="col">{T.metric}</th>
          <th scope="col">{T.min}</th>
          <th scope="col">{T.max}</th>
          <th scope="col">{T.avg}</th>
          <th scope="col">{T.weightedAvg}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.metric}>
            <th scope="row">{row.metric}</th>
            <td>{metricText(row.MIN)}</td>
            <td>{metricText(row.MAX)}</td>
            <td>{metricText(row.AVG)}</td>
            <td>{metricText(row.WAVG)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
