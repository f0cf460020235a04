/**
 * How the analysis shows the server's figures, through core's formats: dollar amounts as the
 * platform writes money (grouped, two decimals), shares as percents with two decimals, metric
 * values (FICO, percents, months) with two decimals at most, and '-' where there is no value
 * (a metric no loan of the pool reported).
 */
import { formatAmount } from '../../../core/format/money';
import { formatTwoDecimals } from '../../../core/format/numbers';
import { cents } from '../../../core/money/cents';

/** A dollar amount of the server's answer, e.g. 1250000.5 → '1,250,000.50'. */
export function dollarsText(dollars: number): string {
  return Number.isFinite(dollars) ? formatAmount(cents(Math.round(dollars * 100))) : '-';
}

/** A share 0..1 as a percent, e.g. 0.3421 → '34.21%'. */
export function shareText(share: number): string {
  return `${formatTwoDecimals(share * 100)}%`;
}

/** A metric's value, or '-' when the pool has none. */
export function metricText(value: number | null): string {
  return value === null ? '-' : formatTwoDecimals(value);
}
