import type { Kysely } from 'kysely';
import type { PaymentGateway } from '../../core/accounts/assets/payment-gateway';
import type { Ids } from '../../core/ports/ids';
import type { Database } from '../db/schema';

/**
 * The default payment provider: test mode, in process, no money moves (spec §9: environments
 * have test or production payment-provider settings; a live provider is configuration).
 * Charges are recorded in the database under their idempotency key, so a retry after a crash
 * or a restart answers the first charge instead of charging twice. Like card networks' test
 * numbers, one rule declines: an amount above `declineAbove` minor units (default ₹10,00,000).
 * Refunds go to `test_mode_refunds`, keyed by payment: at most one per payment.
 */
export function testModePaymentGateway(
  db: Kysely<Database>,
  ids: Ids,
  now: () => Date,
  options: { readonly declineAbove?: number } = {},
): PaymentGateway {
  const declineAbove = options.declineAbove ?? 100_000_000;
  return {
    async charge(request) {
      if (request.amount > declineAbove)
        return { status: 'declined', reason: 'amount over the test-mode limit' };
      await db
        .insertInto('test_mode_payments')
        .values({
          idempotency_key: request.idempotencyKey,
          payment_id: `test_pay_${ids.next()}`,
          amount: request.amount,
          currency: request.currency,
          payer_id: request.payerId,
          description: request.description,
          created_at: now().toISOString(),
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .execute();
      const row = await db
        .selectFrom('test_mode_payments')
        .select('payment_id')
        .where('idempotency_key', '=', request.idempotencyKey)
        .executeTakeFirstOrThrow();
      return { status: 'succeeded', paymentId: row.payment_id };
    },
    async refund(paymentId) {
      // The payment id is the key of test_mode_refunds: a second refund of a payment writes nothing.
      await db
        .insertInto('test_mode_refunds')
        .values({
          payment_id: paymentId,
          refund_id: `test_refund_${ids.next()}`,
          created_at: now().toISOString(),
        })
        .onConflict((oc) => oc.column('payment_id').doNothing())
        .execute();
      const row = await db
        .selectFrom('test_mode_refunds')
        .select('refund_id')
        .where('payment_id', '=', paymentId)
        .executeTakeFirstOrThrow();
      return { refundId: row.refund_id };
    },
  };
}
