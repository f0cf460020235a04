/**
 * The bid input (spec §5) on the bidding table, the purchase-approval grid and the
 * stakeholder grid. While typing, a non-positive number empties the input and shows 'Bid
 * amount must be greater than 0'. On submit the amount must be positive and at least the
 * context's minimum (1, or 0 on the stakeholder grid). What is not a positive number (blank,
 * text, zero, negative) gives 'Please enter a valid positive amount'; a positive number the
 * input cannot take (under the minimum, or finer than a cent) gives 'Invalid Input' — the same
 * split as the server-side rule in core/bidding.
 */
import type { DomainError } from '../errors/domain-error';
import type { Result } from '../errors/result';
import type { Cents } from '../money/cents';
import { amountField } from './amount-field';
import { BID_MIN, BID_STEP, type BidContext } from './constants';
import { validate } from './field-kit';
import { BID_AMOUNT_MESSAGES } from './trading-rules';

export { type BidTyping, bidTypingCheck } from './trading-rules';

const field = (context: BidContext) => amountField(Math.max(BID_MIN[context], BID_STEP), BID_AMOUNT_MESSAGES);
// Built once per context, not per bid: a zod schema costs far more to build than to run.
const FIELDS = {
  bidding: field('bidding'),
  purchaseApproval: field('purchaseApproval'),
  stakeholder: field('stakeholder'),
} as const satisfies Record<BidContext, ReturnType<typeof field>>;

/** The submit check as a field: dollars in, `Cents` out. A bid is always positive. */
export function bidAmountField(context: BidContext) {
  return FIELDS[context];
}

/**
 * The submit check for a use case.
 * @example parseBidAmount('1250.50', 'bidding') // ok(125050)
 */
export function parseBidAmount(raw: unknown, context: BidContext): Result<Cents, DomainError> {
  return validate(bidAmountField(context), raw, 'BID.INVALID_AMOUNT');
}
