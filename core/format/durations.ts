/**
 * Durations in days and hours (spec §9), e.g. the time left on a staking window or how long
 * a loan has been in due diligence. Whole units only: the remainder below an hour is dropped
 * because the screens that show durations count days, not minutes.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const plural = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * A length of time in milliseconds as days and hours: '2 days 3 hours', '1 day', '5 hours';
 * anything under an hour (or negative, or not finite) is '0 hours'.
 *
 * @example formatDuration(27 * 3_600_000) // '1 day 3 hours'
 */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < HOUR_MS) return plural(0, 'hour');
  const days = Math.floor(ms / DAY_MS);
  const hours = Math.floor((ms % DAY_MS) / HOUR_MS);
  if (days === 0) return plural(hours, 'hour');
  return hours === 0 ? plural(days, 'day') : `${plural(days, 'day')} ${plural(hours, 'hour')}`;
}

/**
 * The duration between two moments (order does not matter), as `formatDuration` shows it.
 *
 * @example formatDurationBetween(new Date('2026-01-01'), new Date('2026-01-03T05:00:00Z')) // '2 days 5 hours'
 */
export function formatDurationBetween(from: Date, to: Date): string {
  return formatDuration(Math.abs(to.getTime() - from.getTime()));
}
