/**
 * The order of the bid list (spec §4: "sorted by time bucket (under a day, over a day, under an
 * hour, expired), then bid amount"). The buckets come from the expire-in display and rank in the
 * spec's own order:
 *   0 under a day  — 1 hour ≤ time left < 24 hours (shown in hours, amber)
 *   1 over a day   — time left ≥ 24 hours (shown in days, green)
 *   2 under an hour — 0 < time left < 1 hour (shown in minutes, amber)
 *   3 expired      — now ≥ validTill (shown 'Expired', red)
 * Within a bucket: the bid amount, highest first, rows without an amount last; then validTill,
 * soonest first; then bid id — so the order is total and every screen and export agrees.
 */
import { type ExpireInUnit, expireIn } from '../format/expire-in';
import type { Cents } from '../money/cents';

export type TimeBucket = 'under_a_day' | 'over_a_day' | 'under_an_hour' | 'expired';

/** The buckets in the order the list shows them. */
export const TIME_BUCKET_ORDER = [
  'under_a_day',
  'over_a_day',
  'under_an_hour',
  'expired',
] as const satisfies readonly TimeBucket[];

const BUCKET_OF_UNIT: Record<ExpireInUnit, TimeBucket> = {
  hours: 'under_a_day',
  days: 'over_a_day',
  minutes: 'under_an_hour',
  expired: 'expired',
};

/** The bucket a bid ending at `validTill` falls in, seen at `now`. */
export function timeBucket(validTill: string, now: Date): TimeBucket {
  return BUCKET_OF_UNIT[expireIn(validTill, now).unit];
}

/** What the sort needs of a row. */
export interface SortableBid {
  readonly bidId: string;
  readonly validTill: string;
  readonly bidAmountCents: Cents | null;
}

/** A comparator for `Array.prototype.sort`, fixed at one `now` (the buckets move with time). */
export function compareByTimeBucket(now: Date): (a: SortableBid, b: SortableBid) => number {
  const rank = (row: SortableBid) => TIME_BUCKET_ORDER.indexOf(timeBucket(row.validTill, now));
  return (a, b) =>
    rank(a) - rank(b) ||
    amountRank(b.bidAmountCents) - amountRank(a.bidAmountCents) ||
    Date.parse(a.validTill) - Date.parse(b.validTill) ||
    (a.bidId < b.bidId ? -1 : a.bidId > b.bidId ? 1 : 0);
}

/** Rows without an amount sort below every amount. */
function amountRank(amount: Cents | null): number {
  return amount === null ? -1 : amount;
}

/** A sorted copy of `rows` (spec §4 bid list order). */
export function sortByTimeBucket<T extends SortableBid>(rows: readonly T[], now: Date): T[] {
  return [...rows].sort(compareByTimeBucket(now));
}
