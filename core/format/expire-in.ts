/**
 * The "expire in" cell of a bid (spec §4): days green, hours amber, minutes amber, 'Expired'
 * red. Whole days and hours are rounded down ("1 day" until 48 hours are left), minutes are
 * rounded up so a live bid never reads "0 minutes". `unit` lets the bidding table sort by
 * time bucket without reparsing the text.
 */
import type { StatusColour } from './colours';
import { type DateInput, toDate } from './dates';

export type ExpireInUnit = 'days' | 'hours' | 'minutes' | 'expired';

export interface ExpireIn {
  readonly text: string;
  readonly colour: StatusColour;
  readonly unit: ExpireInUnit;
  /** Milliseconds left, 0 once expired. */
  readonly remainingMs: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const EXPIRED: ExpireIn = { text: 'Expired', colour: 'red', unit: 'expired', remainingMs: 0 };

const count = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * Time left until `validTill`, seen at `now`. 'Expired' exactly when now ≥ validTill; an
 * unreadable validTill also counts as expired, so a broken row can never take a bid.
 *
 * @example expireIn('2026-01-08T12:00:00Z', new Date('2026-01-05T12:00:00Z')) // { text: '3 days', colour: 'green', … }
 */
export function expireIn(validTill: DateInput, now: Date): ExpireIn {
  const end = toDate(validTill);
  if (end === null) return EXPIRED;
  const remainingMs = end.getTime() - now.getTime();
  if (!(remainingMs > 0)) return EXPIRED;
  if (remainingMs >= DAY_MS) {
    return {
      text: count(Math.floor(remainingMs / DAY_MS), 'day'),
      colour: 'green',
      unit: 'days',
      remainingMs,
    };
  }
  if (remainingMs >= HOUR_MS) {
    return {
      text: count(Math.floor(remainingMs / HOUR_MS), 'hour'),
      colour: 'amber',
      unit: 'hours',
      remainingMs,
    };
  }
  const minutes = Math.ceil(remainingMs / MINUTE_MS);
  return { text: count(minutes, 'minute'), colour: 'amber', unit: 'minutes', remainingMs };
}
