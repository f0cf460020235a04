import { type Cents, cents } from '../money/cents';

/**
 * Staking terms (spec §9): the initial stake is 2 basis points of the loan value; a lender must
 * answer a refinance unstaking request within 15 days, else the contract goes to auction.
 * Pure: amounts in cents, instants as ISO strings given by the caller.
 */

/** Spec §9: 2 basis points = 0.02 % of the loan value. */
export const INITIAL_STAKE_BASIS_POINTS = 2;
/** Spec §9: days the lender has to answer a refinance unstaking request. */
export const UNSTAKE_RESPONSE_DAYS = 15;

const BASIS_POINTS_PER_UNIT = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The initial stake of a loan: 2 bps of its value in whole cents, rounded half up (½ cent and
 * more rounds up) with integer arithmetic only. A pool's stake is the sum of its loans' stakes.
 */
export function initialStake(loanValue: Cents): Cents {
  if (loanValue < 0) throw new RangeError('a loan value cannot be negative');
  const scaled = loanValue * INITIAL_STAKE_BASIS_POINTS; // exact: loan values are far below 2^52 cents
  const remainder = scaled % BASIS_POINTS_PER_UNIT;
  const whole = (scaled - remainder) / BASIS_POINTS_PER_UNIT;
  return cents(remainder * 2 >= BASIS_POINTS_PER_UNIT ? whole + 1 : whole);
}

/** Milliseconds of an ISO instant; a malformed instant is a programming error. */
function instant(iso: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`not an ISO instant: ${iso}`);
  return ms;
}

/** The last instant at which the lender may answer: the request instant plus 15 × 24 hours (UTC). */
export function unstakeResponseDeadline(requestedAt: string): string {
  return new Date(instant(requestedAt) + UNSTAKE_RESPONSE_DAYS * DAY_MS).toISOString();
}

/** Where a refinance unstaking request stands. */
export type UnstakeState =
  /** The lender answered within the window (an answer exactly at the deadline counts). */
  | 'answered'
  /** No answer yet and the window is still open. */
  | 'awaiting_lender'
  /** No answer within the window: the contract goes to auction. */
  | 'to_auction';

/** The state of an unstaking request at `now`. */
export function unstakeState(
  request: { requestedAt: string; answeredAt: string | null },
  now: string,
): UnstakeState {
  const deadline = instant(unstakeResponseDeadline(request.requestedAt));
  if (request.answeredAt !== null && instant(request.answeredAt) <= deadline) return 'answered';
  if (request.answeredAt === null && instant(now) <= deadline) return 'awaiting_lender';
  return 'to_auction';
}
