import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { actorOf } from '../testing/accounts-world';
import { setAssetAvailability } from './asset-listing';
import { overlaps } from './calendar-days';
import { confirmHire } from './confirm-hire';
import { myReservations, viewReservation } from './reservations';
import { type HireWorld, hireWorld } from './testing/hire-world';

describe('confirming a hire (/smarthire step 4)', () => {
  let h: HireWorld;
  beforeEach(async () => {
    h = await hireWorld();
  });

  it('confirms a hire: holds the days, charges days × rate, tells the h.owner', async () => {
    const r = await h.hire(h.farmer, '2026-03-10', '2026-03-12');
    expect(r).toMatchObject({
      ok: true,
      value: {
        message: 'Your hire is confirmed',
        reservation: {
          status: 'confirmed',
          days: 3,
          amount: 540_000,
          paymentId: 'pay-1',
          hirerId: h.farmer.id,
        },
      },
    });
    expect(h.w.payments.charges()).toMatchObject([
      { amount: 540_000, currency: 'INR', payerId: h.farmer.id },
    ]);
    expect(h.w.outbox()).toMatchObject([{ to: h.owner.id, notificationType: 'assetHired' }]);
    expect(await myReservations(h.w.deps, actorOf(h.owner))).toMatchObject({
      ok: true,
      value: { hired: [], hiredOut: [{ status: 'confirmed' }] },
    });
  });

  it('never books the same days twice', async () => {
    expect((await h.hire(h.farmer, '2026-03-10', '2026-03-12')).ok).toBe(true);
    expect(await h.hire(h.neighbour, '2026-03-12', '2026-03-15')).toMatchObject({
      ok: false,
      error: { kind: 'conflict', code: 'ASSET.ALREADY_BOOKED' },
    });
    expect(h.w.payments.charges()).toHaveLength(1);
    const both = await Promise.all([
      h.hire(h.farmer, '2026-03-20', '2026-03-21'),
      h.hire(h.neighbour, '2026-03-21', '2026-03-22'),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
  });

  it('releases the days when the payment is declined', async () => {
    const broke = await h.w.addUser({ id: 'user-broke' });
    expect(await h.hire(broke, '2026-03-10', '2026-03-12')).toMatchObject({
      ok: false,
      error: { code: 'ASSET.PAYMENT_DECLINED' },
    });
    expect(await h.hire(h.farmer, '2026-03-10', '2026-03-12')).toMatchObject({ ok: true });
  });

  it('refunds the payment, once, when the hold lapsed while paying and the hire fails', async () => {
    // Every attempt lands on one payment at the provider (as a retried checkout does), and the
    // hold lapses while it is paid.
    const lapsing = {
      ...h.w.payments,
      async charge(request: Parameters<typeof h.w.payments.charge>[0]) {
        const reservationId = request.idempotencyKey.replace(/^reservation:/, '');
        await h.w.deps.uow.run((s) => s.reservations.release(reservationId, h.w.clock.now().toISOString()));
        return h.w.payments.charge({ ...request, idempotencyKey: 'checkout-1' });
      },
    };
    const attempt = () =>
      confirmHire({ ...h.w.paying, payments: lapsing }, actorOf(h.farmer), {
        asset_id: h.assetId,
        from: '2026-03-10',
        to: '2026-03-12',
        purpose: 'Ploughing before the monsoon',
      });
    const [failed, again] = [await attempt(), await attempt()];
    for (const r of [failed, again]) {
      expect(r).toMatchObject({ ok: false, error: { code: 'ASSET.ALREADY_BOOKED' } });
      expect(r.ok || r.error.details).toMatchObject({ paymentId: 'pay-1', refundId: 'refund-1' });
    }
    expect(h.w.payments.charges()).toHaveLength(1);
    expect(h.w.payments.refunds()).toEqual([{ paymentId: 'pay-1', refundId: 'refund-1' }]);
  });

  it('refunds nothing when the hire is confirmed', async () => {
    expect(await h.hire(h.farmer, '2026-03-10', '2026-03-12')).toMatchObject({ ok: true });
    expect(h.w.payments.refunds()).toEqual([]);
  });

  it('refuses hiring one’s own asset, days outside its availability, and unknown assets', async () => {
    expect(await h.hire(h.owner, '2026-03-10', '2026-03-12')).toMatchObject({
      error: { code: 'ASSET.OWN_ASSET' },
    });
    expect(await h.hire(h.farmer, '2026-04-01', '2026-04-02')).toMatchObject({
      error: { code: 'ASSET.NOT_AVAILABLE' },
    });
    expect(await h.hire(h.farmer, '2026-03-10', '2026-03-12', { asset_id: 'nope' })).toMatchObject({
      error: { kind: 'not_found' },
    });
    expect(await h.hire(h.farmer, '2026-03-01', '2026-03-02')).toMatchObject({
      error: { code: 'ASSET.IN_THE_PAST' },
    });
  });

  it('shows a reservation and changes availability only for those it belongs to', async () => {
    const r = await h.hire(h.farmer, '2026-03-10', '2026-03-12');
    const reservation_id = r.ok ? r.value.reservation.id : '';
    expect(await viewReservation(h.w.deps, actorOf(h.neighbour), { reservation_id })).toMatchObject({
      error: { kind: 'not_found' },
    });
    expect(await viewReservation(h.w.deps, actorOf(h.owner), { reservation_id })).toMatchObject({ ok: true });
    expect(
      await setAssetAvailability(h.w.deps, actorOf(h.farmer), { asset_id: h.assetId, availability: [] }),
    ).toMatchObject({ error: { kind: 'not_found' } });
    expect(
      await setAssetAvailability(h.w.deps, actorOf(h.owner), {
        asset_id: h.assetId,
        availability: [
          { from: '2026-05-01', to: '2026-05-03' },
          { from: '2026-05-04', to: '2026-05-09' },
        ],
      }),
    ).toMatchObject({
      ok: true,
      value: {
        message: 'Updated Successfully',
        asset: { availability: [{ from: '2026-05-01', to: '2026-05-09' }] },
      },
    });
  });

  // Runs share one asset, so later runs race against every reservation confirmed before them too.
  it('never confirms two reservations of one asset on a shared day, whatever is asked', async () => {
    const day = fc.integer({ min: 5, max: 20 }).map((d) => `2026-03-${String(d).padStart(2, '0')}`);
    const ask = fc.tuple(fc.constantFrom(0, 1), day, fc.integer({ min: 0, max: 4 }));
    await fc.assert(
      fc.asyncProperty(fc.array(ask, { minLength: 1, maxLength: 8 }), async (asks) => {
        const hirers = [h.farmer, h.neighbour];
        await Promise.all(
          asks.map(([who, from, len]) =>
            h.hire(hirers[who]!, from, `2026-03-${String(Number(from.slice(8)) + len).padStart(2, '0')}`),
          ),
        );
        const all = await h.w.read().reservations.forParty(h.owner.id);
        const confirmed = all.filter((r) => r.status === 'confirmed');
        for (const a of confirmed)
          for (const b of confirmed) if (a.id !== b.id) expect(overlaps(a, b)).toBe(false);
      }),
      { numRuns: 30 },
    );
  });
});
