import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ContractView,
  hirePayments,
  newestFirst,
  type Reservation,
  stampDutyPayments,
} from './payment-rows';

const reservation = (over: Partial<Reservation>): Reservation => ({
  _id: 'r1',
  asset_id: 'a1',
  owner_id: 'owner',
  hirer_id: 'hirer',
  from: '2026-03-01',
  to: '2026-03-03',
  days: 3,
  amount: 7500,
  purpose: 'Sowing',
  status: 'confirmed',
  holdExpiresAt: '2026-02-01T10:15:00.000Z',
  payment_id: 'test_pay_1',
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:05.000Z',
  ...over,
});

const contract = (over: Partial<ContractView>): ContractView => ({
  _id: 'k1',
  title: 'Warehouse lease',
  agreement_type: 'Lease Agreement',
  terms: '…',
  creator_id: 'me',
  counterparty_id: 'them',
  e_stamp: true,
  stamp_duty_state: 'KA',
  stamp_duty_amount: 500,
  stamp_duty_payment_id: 'test_pay_9',
  status: 'approved',
  signatures: [],
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  mode: 'view',
  actions: [],
  ...over,
});

describe('hire payments', () => {
  it('lists paid hires as hirer and as owner, in paise, newest first', () => {
    const rows = hirePayments({
      hired: [reservation({ _id: 'mine', updatedAt: '2026-02-01T10:00:00.000Z', amount: 7500.5 })],
      hired_out: [reservation({ _id: 'theirs', updatedAt: '2026-02-03T10:00:00.000Z' })],
    });
    expect(rows.map((r) => [r.id, r.direction, r.amount])).toEqual([
      ['theirs', 'received', 750000],
      ['mine', 'paid', 750050],
    ]);
  });

  it('leaves out holds that were never paid', () => {
    const rows = hirePayments({
      hired: [reservation({ status: 'pending_payment', payment_id: null })],
      hired_out: [reservation({ status: 'released', payment_id: null })],
    });
    expect(rows).toEqual([]);
  });

  it('keeps every paid hire, and only those, whatever the mix', () => {
    const arb = fc.array(
      fc.record({ paid: fc.boolean(), at: fc.integer({ min: 0, max: 1e12 }), mine: fc.boolean() }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(arb, (items) => {
        const all = items.map((x, i) =>
          reservation({
            _id: `r${i}`,
            payment_id: x.paid ? `p${i}` : null,
            updatedAt: new Date(x.at).toISOString(),
          }),
        );
        const rows = hirePayments({
          hired: all.filter((_, i) => items[i]!.mine),
          hired_out: all.filter((_, i) => !items[i]!.mine),
        });
        expect(rows.length).toBe(items.filter((x) => x.paid).length);
        const times = rows.map((r) => r.paidAt);
        expect(times).toEqual([...times].sort().reverse());
      }),
    );
  });
});

describe('stamp duty payments', () => {
  it('lists only paid stamp duty, saying who paid', () => {
    const rows = stampDutyPayments(
      [
        contract({}),
        contract({ _id: 'k2', creator_id: 'them', counterparty_id: 'me' }),
        contract({ _id: 'k3', stamp_duty_payment_id: null }),
      ],
      'me',
    );
    expect(rows.map((r) => [r.id, r.payer, r.amount])).toEqual([
      ['k1', 'you', 50000],
      ['k2', 'counterparty', 50000],
    ]);
  });
});

describe('newest first', () => {
  it('keeps equal times in their order', () => {
    const list = [
      { id: 'a', at: '2026-01-01' },
      { id: 'b', at: '2026-01-03' },
      { id: 'c', at: '2026-01-01' },
    ];
    expect(newestFirst(list, (x) => x.at).map((x) => x.id)).toEqual(['b', 'a', 'c']);
  });
});
