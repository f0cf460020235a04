/**
 * The one place the bid inputs take their rules from (spec §5): core's typing check and the
 * submit check per context (bidding and purchase approval min 1, stakeholder min 0, step 0.01).
 * Taken from `core/validation/mini` (the zod/mini twins, a few KB instead of classic zod's 22).
 */
import type { Cents } from '../../../core/money/cents';
import {
  BID_INPUT_BLOCKED_KEYS,
  BID_MIN,
  BID_STEP,
  type BidContext,
} from '../../../core/validation/constants';
import { bidTypingCheck, parseBidAmount } from '../../../core/validation/mini/bid-amount';

export { BID_MIN, BID_STEP, type BidContext, bidTypingCheck };

/** Keys the bid input refuses: the number input's, and minus. */
const BLOCKED: ReadonlySet<string> = new Set([...BID_INPUT_BLOCKED_KEYS, 'E']);

/** True when the bid input must ignore `key` (space, e, up, down, minus). */
export function isBlockedBidKey(key: string): boolean {
  return BLOCKED.has(key);
}

/** The submit check: the amount in cents, or the message to show under the input. */
export function checkBidAmount(
  raw: string,
  context: BidContext,
): { readonly ok: true; readonly cents: Cents } | { readonly ok: false; readonly message: string } {
  const parsed = parseBidAmount(raw, context);
  return parsed.ok ? { ok: true, cents: parsed.value } : { ok: false, message: parsed.error.message };
}
