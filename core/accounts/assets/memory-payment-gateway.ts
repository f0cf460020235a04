import type { Cents } from '../../money/cents';
import type { PaymentGateway, PaymentOutcome, PaymentRequest } from './payment-gateway';

/**
 * A deterministic in-memory `PaymentGateway` for tests: succeeds with ids `pay-1`, `pay-2` …,
 * declines payers named in `declinePayers` and amounts above `declineAbove` (and the next
 * charge after `declineNext`), and answers a repeated idempotency key of a successful charge
 * with that charge — a declined attempt may be retried with the same key, as with real
 * providers' card retries. `charges()` lists what was charged.
 */
export function memoryPaymentGateway(
  options: { readonly declinePayers?: readonly string[]; readonly declineAbove?: Cents } = {},
): PaymentGateway & {
  charges(): PaymentRequest[];
  refunds(): { paymentId: string; refundId: string }[];
  declineNext(reason: string): void;
} {
  const refunded = new Map<string, string>();
  const outcomes = new Map<string, PaymentOutcome>();
  const charged: PaymentRequest[] = [];
  let next = 0;
  let forcedDecline: string | null = null;
  return {
    async charge(request) {
      const seen = outcomes.get(request.idempotencyKey);
      if (seen) return seen;
      let outcome: PaymentOutcome;
      if (forcedDecline !== null) {
        outcome = { status: 'declined', reason: forcedDecline };
        forcedDecline = null;
      } else if (options.declinePayers?.includes(request.payerId)) {
        outcome = { status: 'declined', reason: 'card declined' };
      } else if (options.declineAbove !== undefined && request.amount > options.declineAbove) {
        outcome = { status: 'declined', reason: 'amount over limit' };
      } else {
        outcome = { status: 'succeeded', paymentId: `pay-${++next}` };
        charged.push(request);
      }
      if (outcome.status === 'succeeded') outcomes.set(request.idempotencyKey, outcome);
      return outcome;
    },
    async refund(paymentId) {
      const seen = refunded.get(paymentId);
      if (seen) return { refundId: seen };
      const refundId = `refund-${refunded.size + 1}`;
      refunded.set(paymentId, refundId);
      return { refundId };
    },
    charges: () => [...charged],
    refunds: () => [...refunded].map(([paymentId, refundId]) => ({ paymentId, refundId })),
    declineNext(reason) {
      forcedDecline = reason;
    },
  };
}
