/**
 * Date display of spec §9: 'MMM Do, YYYY' (Jan 5th, 2026), 'MMM Do, YYYY hh:mm A'
 * (Jan 5th, 2026 03:04 PM) and the chat timestamp. Built on `Intl.DateTimeFormat` in en-US;
 * the time zone is UTC unless the caller passes the viewer's zone (timestamps are stored as
 * ISO-8601 UTC strings). A missing or unreadable date shows as '-', like an empty money cell.
 */

/** A moment to display: a `Date` or an ISO-8601 string. */
export type DateInput = Date | string;

/** Display options: an IANA time zone such as 'America/New_York' (default 'UTC'). */
export interface DateOptions {
  readonly timeZone?: string;
}

const ordinals = new Intl.PluralRules('en-US', { type: 'ordinal' });
const SUFFIX: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd' };

/** A day of the month with its English ordinal suffix: 1st, 2nd, 3rd, 4th, 11th, 21st. */
export function ordinal(n: number): string {
  return `${n}${SUFFIX[ordinals.select(n)] ?? 'th'}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building them is costly; an unknown zone throws a RangeError. */
function partsIn(
  date: Date,
  timeZone: string,
): Record<'month' | 'day' | 'year' | 'hour' | 'minute' | 'dayPeriod', string> {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h12',
    });
    formatters.set(timeZone, f);
  }
  const out = { month: '', day: '', year: '', hour: '', minute: '', dayPeriod: '' };
  for (const p of f.formatToParts(date)) if (p.type in out) out[p.type as keyof typeof out] = p.value;
  return out;
}

/** Reads a `DateInput`; null when it is missing or not a real moment. */
export function toDate(input: DateInput | null | undefined): Date | null {
  if (input === null || input === undefined) return null;
  const d = typeof input === 'string' ? new Date(input) : input;
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * 'MMM Do, YYYY'.
 *
 * @example formatDate('2026-01-05T15:04:00Z') // 'Jan 5th, 2026'
 */
export function formatDate(input: DateInput | null | undefined, options: DateOptions = {}): string {
  const d = toDate(input);
  if (d === null) return '-';
  const p = partsIn(d, options.timeZone ?? 'UTC');
  return `${p.month} ${ordinal(Number(p.day))}, ${p.year}`;
}

/**
 * 'MMM Do, YYYY hh:mm A' — two-digit 12-hour clock, midnight as 12.
 *
 * @example formatDateTime('2026-01-05T15:04:00Z') // 'Jan 5th, 2026 03:04 PM'
 */
export function formatDateTime(input: DateInput | null | undefined, options: DateOptions = {}): string {
  const d = toDate(input);
  if (d === null) return '-';
  const p = partsIn(d, options.timeZone ?? 'UTC');
  return `${p.month} ${ordinal(Number(p.day))}, ${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/**
 * The stipulation-chat timestamp (spec §9: month abbreviated, day ordinal, year, 12-hour
 * time). Chosen shape 'MMM Do YYYY, h:mm A': the hour without a leading zero, as chat
 * applications show it.
 *
 * @example formatChatTimestamp('2026-01-05T15:04:00Z') // 'Jan 5th 2026, 3:04 PM'
 */
export function formatChatTimestamp(input: DateInput | null | undefined, options: DateOptions = {}): string {
  const d = toDate(input);
  if (d === null) return '-';
  const p = partsIn(d, options.timeZone ?? 'UTC');
  return `${p.month} ${ordinal(Number(p.day))} ${p.year}, ${Number(p.hour)}:${p.minute} ${p.dayPeriod}`;
}
