/**
 * A distribution drawn as horizontal bars with visx (`Bar`, `Group`, the vendored d3 band
 * scale): a bar per row, its length the row's share of the pool's balance, labelled with the
 * share and the loan count so no figure is told by length or colour alone. The SVG has a title
 * and a description; 'Show as table' discloses the figures as a table (row, loans, balance, both
 * shares) for screen readers and for reading — the table may hold more rows than the bars
 * (the state chart folds its small states into 'Other', its table lists them all).
 */
import { Group } from '@visx/group';
import { Bar } from '@visx/shape';
import { scaleBand } from '@visx/vendor/d3-scale';
import { useId, useRef } from 'react';
import { chartDescription, ANALYSIS_TEXT as T } from './analysis-text';
import { dollarsText, shareText } from './figures';
import type { BarChartProps, ChartRow } from './props';
import { useWidth } from './use-width';

const ROW = 30;
const LABEL = 104;
const VALUE = 108;
const PAD = 4;
/** Labels longer than this are shortened in the drawing (the table has them whole). */
const LABEL_CHARS = 14;

const shortLabel = (label: string) =>
  label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label;

/** The row with the largest balance share among rows that hold loans, or null. */
function largestOf(rows: readonly ChartRow[]): ChartRow | null {
  return rows.reduce<ChartRow | null>(
    (best, r) => (r.count > 0 && (best === null || r.balanceShare > best.balanceShare) ? r : best),
    null,
  );
}

/** A distribution's chart with its disclosure table. */
export function BarChart({ title, bars, rows = bars, rowHeader = T.bucket }: BarChartProps) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box, 480);
  const height = bars.length * ROW + PAD * 2;
  const barSpace = Math.max(width - LABEL - VALUE, 40);
  const y = scaleBand<string>()
    .domain(bars.map((b) => b.label))
    .range([PAD, height - PAD])
    .padding(0.2);
  // Bars are drawn to the widest row; a plain proportion (d3's linear scale would add ~7 KB gzip).
  const widest = Math.max(...bars.map((b) => b.balanceShare), 0);
  const x = (share: number) => (widest > 0 ? (share / widest) * barSpace : 0);
  const largest = largestOf(bars);
  const description = chartDescription(
    title,
    largest ? { label: largest.label, share: shareText(largest.balanceShare) } : null,
  );
  return (
    <figure className="ispz-strat" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="ispz-strat__title">
        {title}
      </figcaption>
      <div ref={box} className="ispz-strat__plot">
        <svg width={width} height={height} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          {bars.map((bar) => {
            const rowTop = y(bar.label) ?? 0;
            const middle = rowTop + y.bandwidth() / 2;
            const length = x(bar.balanceShare);
            return (
              <Group key={bar.label}>
                <text className="ispz-strat__label" x={LABEL - 8} y={middle} textAnchor="end" dy="0.35em">
                  {shortLabel(bar.label)}
                </text>
                <rect
                  className="ispz-strat__track"
                  x={LABEL}
                  y={rowTop}
                  width={barSpace}
                  height={y.bandwidth()}
                />
                <Bar
                  className={bar.rest ? 'ispz-strat__bar ispz-strat__bar--rest' : 'ispz-strat__bar'}
                  x={LABEL}
                  y={rowTop}
                  width={length}
                  height={y.bandwidth()}
                />
                <text className="ispz-strat__value" x={LABEL + length + 6} y={middle} dy="0.35em">
                  {`${shareText(bar.balanceShare)} · ${bar.count}`}
                </text>
              </Group>
            );
          })}
        </svg>
      </div>
      <details className="ispz-strat__table">
        <summary>{T.showAsTable}</summary>
        <table>
          <caption className="ispz-visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              <th scope="col">{T.loans}</th>
              <th scope="col">{T.balance}</th>
              <th scope="col">{T.shareOfLoans}</th>
              <th scope="col">{T.shareOfBalance}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.count}</td>
                <td>{dollarsText(row.balance)}</td>
                <td>{shareText(row.countShare)}</td>
                <td>{shareText(row.balanceShare)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
