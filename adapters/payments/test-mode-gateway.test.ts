import { describe, expect, it } from 'vitest';
import { cents } from '../../core/money/cents';
import { sequentialIds } from '../../core/ports/ids';
import { testDatabases } from '../db/testing/test-databases';
import { testModePaymentGateway } from './test-mode-gateway';

const request = (key: string, amount = 150_000) => ({
  idempotencyKey: key,
  amount: cents(amount),
  currency: 'INR' as const,
  description: 'Hire of a tractor',
  payerId: 'user-1',
});

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'the test-mode payment provider on %s',
  (_n, backend) => {
    it('charges once per idempotency key, even when asked concurrently', async () => {
      const { db } = await backend.open();
      const gateway = testModePaymentGateway(db, sequentialIds('p'), () => new Date('2026-01-15T12:00:00Z'));
      const outcomes = await Promise.all(Array.from({ length: 6 }, () => gateway.charge(request('hire-1'))));
      const ids = new Set(outcomes.map((o) => (o.status === 'succeeded' ? o.paymentId : o.reason)));
      expect(ids.size).toBe(1);
      expect([...ids][0]).toMatch(/^test_pay_/);
      const other = await gateway.charge(request('hire-2'));
      expect(other.status === 'succeeded' && !ids.has(other.paymentId)).toBe(true);
      const rows = await db.selectFrom('test_mode_payments').selectAll().execute();
      expect(rows).toHaveLength(2);
    });

    it('refunds a payment at most once, answering the first refund to every later ask', async () => {
      const { db } = await backend.open();
      const gateway = testModePaymentGateway(db, sequentialIds('p'), () => new Date('2026-01-15T12:00:00Z'));
      const paid = await gateway.charge(request('hire-9'));
      if (paid.status !== 'succeeded') throw new Error('the test charge was declined');
      const refunds = await Promise.all(Array.from({ length: 4 }, () => gateway.refund(paid.paymentId)));
      expect(new Set(refunds.map((r) => r.refundId)).size).toBe(1);
      expect(refunds[0]!.refundId).toMatch(/^test_refund_/);
      expect(await db.selectFrom('test_mode_refunds').selectAll().execute()).toEqual([
        {
          payment_id: paid.paymentId,
          refund_id: refunds[0]!.refundId,
          created_at: '2026-01-15T12:00:00.000Z',
        },
      ]);
    });

    it('declines amounts over the test-mode limit without recording a charge', async () => {
      const { db } = await backend.open();
      const gateway = testModePaymentGateway(db, sequentialIds('p'), () => new Date(), {
        declineAbove: 1000,
      });
      expect(await gateway.charge(request('big', 1001))).toEqual({
        status: 'declined',
        reason: 'amount over the test-mode limit',
      });
      expect(await db.selectFrom('test_mode_payments').selectAll().execute()).toEqual([]);
    });
  },
);
