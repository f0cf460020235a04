/**
 * The payment port (spec §7 orders: hire, reserve, pay; §9 environments with test and
 * production payment-provider settings). Core only asks for a charge and reads the outcome;
 * the provider adapter (test mode or live, chosen by configuration) lives in adapters/.
 * Successful charges are idempotent by key: asking again with the same key charges nothing
 * and answers the same payment — so a use case may retry after a crash without charging twice;
 * a declined attempt may be retried with the same key.
 */
import type { Cents } from '../../money/cents';

export interface PaymentRequest {
  /** Same key → same charge; use the id of the thing being paid for. */
  readonly idempotencyKey: string;
  /** Minor units of `currency` (paise for INR). */
  readonly amount: Cents;
  readonly currency: 'INR' | 'USD';
  readonly description: string;
  /** The paying user. */
  readonly payerId: string;
}

export type PaymentOutcome =
  | { readonly status: 'succeeded'; readonly paymentId: string }
  | { readonly status: 'declined'; readonly reason: string };

export interface PaymentGateway {
  /** Charges the payer; infrastructure failures throw, refusals by the provider are `declined`. */
  charge(request: PaymentRequest): Promise<PaymentOutcome>;
  /**
   * Refunds a succeeded payment in full. At most one refund per payment: asking again answers
   * the first refund's id, so a retry never refunds twice. Infrastructure failures throw.
   */
  refund(paymentId: string): Promise<{ readonly refundId: string }>;
}
