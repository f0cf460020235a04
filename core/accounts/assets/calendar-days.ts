/**
 * Calendar-day arithmetic on `YYYY-MM-DD` strings. Such strings sort like the days they name,
 * so ranges compare as text; day counts go through UTC midnight, which has no daylight saving.
 */
import type { DayRange } from './asset';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** True for a real calendar day written `YYYY-MM-DD` (so '2026-02-30' is false). */
export function isCalendarDay(text: string): boolean {
  const m = DAY.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/** The number of days in an inclusive range ('2026-03-01'..'2026-03-01' is 1). */
export function daysIn(range: DayRange): number {
  return (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / MS_PER_DAY + 1;
}

/** True when two inclusive ranges share at least one day. */
export function overlaps(a: DayRange, b: DayRange): boolean {
  return a.from <= b.to && b.from <= a.to;
}

/** True when `outer` contains every day of `inner`. */
export function covers(outer: DayRange, inner: DayRange): boolean {
  return outer.from <= inner.from && inner.to <= outer.to;
}

/** The calendar day (UTC) of an instant. */
export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Sorted, with overlapping or touching ranges merged into one. */
export function mergeRanges(ranges: readonly DayRange[]): DayRange[] {
  const sorted = [...ranges].sort((a, b) => a.from.localeCompare(b.from));
  const out: DayRange[] = [];
  for (const r of sorted) {
    const last = out.at(-1);
    const dayAfterLast = last
      ? new Date(Date.parse(`${last.to}T00:00:00Z`) + MS_PER_DAY).toISOString().slice(0, 10)
      : null;
    if (last && dayAfterLast !== null && r.from <= dayAfterLast)
      out[out.length - 1] = { from: last.from, to: r.to > last.to ? r.to : last.to };
    else out.push({ from: r.from, to: r.to });
  }
  return out;
}
