/**
 * The bid amount rule (spec §5, §9): dollars with at most two decimals, at least 1. On submit
 * the spec shows 'Please enter a valid positive amount' for what is not a positive number and
 * 'Invalid Input' for a positive number it cannot take (under the minimum, or finer than a cent).
 * The field schema the forms use lives in core/validation; this is the server-side decision.
 */
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { type Cents, parseDollars } from '../money/cents';
import { BID_MIN } from '../validation/constants';
import { BidErrors } from './bid.errors';

/** The smallest bid in cents (spec §9 "Bid min 1", in dollars). */
export const MIN_BID_CENTS = Math.round(BID_MIN.bidding * 100) as Cents;

/**
 * Parses a bid amount typed in dollars (number or text, thousands separators allowed) into cents.
 *
 * @example parseBidAmount('1,250.50') // ok(125050)
 * @example parseBidAmount(0.5)        // err('Invalid Input')
 */
export function parseBidAmount(input: unknown): Result<Cents, DomainError> {
  const asNumber =
    typeof input === 'number'
      ? input
      : typeof input === 'string' && input.trim() !== ''
        ? Number(input.trim().replaceAll(',', ''))
        : Number.NaN;
  if (!Number.isFinite(asNumber) || asNumber <= 0) return err(BidErrors.amountNotPositive());
  const amount = parseDollars(input as string | number);
  if (amount === null || amount < MIN_BID_CENTS) return err(BidErrors.amountInvalid());
  return ok(amount);
}
