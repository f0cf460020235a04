/**
 * One strat drawn as horizontal bars with visx (`Bar`, `Group`, the vendored d3 band scale): a
 * bar per bucket, its length the bucket's share of the pool's balance, labelled with the share
 * and the loan count so no figure is told by length or colour alone. The SVG has a title and a
 * description; 'Show as table' discloses the same figures as a table (bucket, loans, balance,
 * both shares) for screen readers and for reading.
 */
import { Group } from '@visx/group';
import { Bar } from '@visx/shape';
import { scaleBand } from '@visx/vendor/d3-scale';
import { useId, useRef } from 'react';
import { chartDescription, ANALYSIS_TEXT as T } from './analysis-text';
import { dollarsText, shareText } from './figures';
import type { StratChartProps } from './props';
import { useWidth } from './use-width';

const ROW = 30;
const LABEL = 104;
const VALUE = 108;
const PAD = 4;

/** A strat's chart with its disclosure table. */
export function StratChart({ strat, title }: StratChartProps) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box, 480);
  const buckets = strat.buckets;
  const height = buckets.length * ROW + PAD * 2;
  const barSpace = Math.max(width - LABEL - VALUE, 40);
  const y = scaleBand<string>()
    .domain(buckets.map((b) => b.label))
    .range([PAD, height - PAD])
    .padding(0.2);
  // Bars are drawn to the widest bucket; a plain proportion (d3's linear scale would add ~7 KB gzip).
  const widest = Math.max(...buckets.map((b) => b.balanceShare), 0);
  const x = (share: number) => (widest > 0 ? (share / widest) * barSpace : 0);
  const largest = buckets.reduce<(typeof buckets)[number] | null>(
    (best, b) => (b.count > 0 && (best === null || b.balanceShare > best.balanceShare) ? b : best),
    null,
  );
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
          {buckets.map((bucket) => {
            const rowTop = y(bucket.label) ?? 0;
            const middle = rowTop + y.bandwidth() / 2;
            const length = x(bucket.balanceShare);
            return (
              <Group key={bucket.label}>
                <text className="ispz-strat__label" x={LABEL - 8} y={middle} textAnchor="end" dy="0.35em">
                  {bucket.label}
                </text>
                <rect
                  className="ispz-strat__track"
                  x={LABEL}
                  y={rowTop}
                  width={barSpace}
                  height={y.bandwidth()}
                />
                <Bar className="ispz-strat__bar" x={LABEL} y={rowTop} width={length} height={y.bandwidth()} />
                <text className="ispz-strat__value" x={LABEL + length + 6} y={middle} dy="0.35em">
                  {`${shareText(bucket.balanceShare)} · ${bucket.count}`}
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
              <th scope="col">{T.bucket}</th>
              <th scope="col">{T.loans}</th>
              <th scope="col">{T.balance}</th>
              <th scope="col">{T.shareOfLoans}</th>
              <th scope="col">{T.shareOfBalance}</th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket) => (
              <tr key={bucket.label}>
                <th scope="row">{bucket.label}</th>
                <td>{bucket.count}</td>
                <td>{dollarsText(bucket.balance)}</td>
                <td>{shareText(bucket.countShare)}</td>
                <td>{shareText(bucket.balanceShare)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
