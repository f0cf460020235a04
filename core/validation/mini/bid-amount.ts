/**
 * The bid input (spec §5) in zod/mini, for the bidding table, the purchase-approval grid and
 * the stakeholder grid: the twin of the classic `../bid-amount.ts` with the same names. The
 * typing check and the message set are schema-free and shared (`../trading-rules.ts`).
 */
import type { DomainError } from '../../errors/domain-error';
import type { Result } from '../../errors/result';
import type { Cents } from '../../money/cents';
import { BID_MIN, BID_STEP, type BidContext } from '../constants';
import { BID_AMOUNT_MESSAGES } from '../trading-rules';
import { amountField } from './amount-field';
import { validate } from './field-kit';

export { type BidTyping, bidTypingCheck } from '../trading-rules';

/** The submit check as a field: dollars in, `Cents` out. A bid is always positive. */
export function bidAmountField(context: BidContext) {
  return amountField(Math.max(BID_MIN[context], BID_STEP), BID_AMOUNT_MESSAGES);
}

/**
 * The submit check of a per-row bid input: the amount in cents, or the message to show.
 * @example parseBidAmount('1250.50', 'bidding') // ok(125050)
 */
export function parseBidAmount(raw: unknown, context: BidContext): Result<Cents, DomainError> {
  return validate(bidAmountField(context), raw, 'BID.INVALID_AMOUNT');
}
