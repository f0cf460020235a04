import { describe, expect, it } from 'vitest';
import { orderInvoice, orderSummary, type Reservation, rupees } from './order-invoice';

const reservation: Reservation = {
  _id: 'res-1',
  amount: 1234567.5,
  asset_id: 'asset-9',
  createdAt: '2026-11-02T10:00:00Z',
  days: 4,
  from: '2026-11-10',
  hirer_id: 'u1',
  holdExpiresAt: '2026-11-02T10:15:00Z',
  owner_id: 'u2',
  payment_id: null,
  purpose: 'Harvest',
  status: 'pending_payment',
  to: '2026-11-13',
  updatedAt: '2026-11-02T10:00:00Z',
};

describe('an order invoice', () => {
  it('shows the total in rupees with Indian grouping and two decimals', () => {
    expect(orderInvoice(reservation).total).toBe('₹ 12,34,567.50');
  });

  it('refuses to round an amount that is not whole paise', () => {
    expect(rupees(10.005)).toBe('-');
    expect(rupees(0.1 + 0.2)).toBe('₹ 0.30');
  });

  it('says a reservation not yet paid is awaiting payment, and shows the reference once paid', () => {
    const rows = (r: Reservation) =>
      Object.fromEntries(orderInvoice(r).rows.map((row) => [row.label, row.value]));
    expect(rows(reservation)).toMatchObject({
      Status: 'Awaiting payment',
      'Payment reference': 'Awaiting payment',
    });
    expect(rows({ ...reservation, status: 'confirmed', payment_id: 'pay-7' })).toMatchObject({
      Status: 'Confirmed',
      'Payment reference': 'pay-7',
    });
  });

  it('writes the hire period with the spec’s dates', () => {
    expect(orderSummary(reservation)).toBe(
      'Nov 10th, 2026 – Nov 13th, 2026 · ₹ 12,34,567.50 · Awaiting payment',
    );
  });
});
