/**
 * The behaviour every `AssetStore` and `ReservationStore` must have (fake, SQLite, PostgreSQL):
 * search by type, model and city; holds that never overlap a blocking reservation, even when
 * requested at the same time; confirmation and release by compare-and-set; lapsed holds that
 * stop blocking. Users `u-1` (owner) and `u-2`, `u-3` (hirers) are seeded first.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cents } from '../../money/cents';
import { type AccountStoreHarness, contractUser } from '../account-store-harness';
import type { AccountStores } from '../account-stores';
import type { Asset, Reservation } from './asset';

type Stores = Pick<AccountStores, 'assets' | 'reservations'>;
const NOW = '2026-03-01T10:00:00.000Z';
const asset = (id: string, over: Partial<Asset> = {}): Asset => ({
  id,
  ownerUserId: 'u-1',
  type: 'Tractor',
  model: 'Mahindra 575 DI',
  city: 'Bangalore',
  dailyRate: cents(180_000),
  availability: [{ from: '2026-03-01', to: '2026-03-31' }],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const hold = (id: string, from: string, to: string, over: Partial<Reservation> = {}): Reservation => ({
  id,
  assetId: 'a-1',
  ownerUserId: 'u-1',
  hirerId: 'u-2',
  from,
  to,
  days: 1,
  amount: cents(180_000),
  purpose: 'Ploughing',
  status: 'pending_payment',
  holdExpiresAt: '2026-03-01T10:15:00.000Z',
  paymentId: null,
  createdAt: NOW,
  updatedAt: NOW,
  ...over,
});

export function describeAssetStoreContract(name: string, make: () => Promise<AccountStoreHarness<Stores>>) {
  describe(`AssetStore and ReservationStore contract: ${name}`, () => {
    let h: AccountStoreHarness<Stores>;
    const run = <T>(work: (s: Stores) => Promise<T>) => h.uow.run(work);
    beforeEach(async () => {
      h = await make();
      await h.seedUsers([contractUser('u-1', 1), contractUser('u-2', 2), contractUser('u-3', 3)]);
      await run(async (s) => {
        await s.assets.insert(asset('a-1'));
        await s.assets.insert(
          asset('a-2', { model: 'Swaraj 744 FE', city: 'Chennai', createdAt: '2026-01-02T00:00:00.000Z' }),
        );
        await s.assets.insert(asset('a-3', { type: 'Truck', model: 'Tata 407' }));
      });
    });
    afterEach(() => h.close());

    it("lists an owner's assets, oldest first, and no one else's", async () => {
      await run((s) => s.assets.insert(asset('a-4', { ownerUserId: 'u-2' })));
      expect((await run((s) => s.assets.ownedBy('u-1'))).map((a) => a.id)).toEqual(['a-1', 'a-3', 'a-2']);
      expect((await run((s) => s.assets.ownedBy('u-2'))).map((a) => a.id)).toEqual(['a-4']);
      expect(await run((s) => s.assets.ownedBy('u-3'))).toEqual([]);
    });

    it('finds assets by type, model and city without case, and replaces availability', async () => {
      expect((await run((s) => s.assets.search({ type: 'Tractor', limit: 10 }))).map((a) => a.id)).toEqual([
        'a-1',
        'a-2',
      ]);
      expect(
        (await run((s) => s.assets.search({ type: 'Tractor', model: 'swaraj 744 fe', limit: 10 }))).map(
          (a) => a.id,
        ),
      ).toEqual(['a-2']);
      expect(
        (await run((s) => s.assets.search({ type: 'Tractor', city: 'bangalore', limit: 10 }))).map(
          (a) => a.id,
        ),
      ).toEqual(['a-1']);
      expect(
        await run((s) => s.assets.setAvailability('a-1', [{ from: '2026-04-01', to: '2026-04-10' }])),
      ).toBe(true);
      expect(await run((s) => s.assets.get('a-1'))).toEqual(
        asset('a-1', { availability: [{ from: '2026-04-01', to: '2026-04-10' }] }),
      );
      expect(await run((s) => s.assets.setAvailability('a-9', []))).toBe(false);
    });

    it('never holds days that overlap a confirmed or unexpired pending reservation', async () => {
      expect(await run((s) => s.reservations.holdIfFree(hold('r-1', '2026-03-10', '2026-03-12'), NOW))).toBe(
        true,
      );
      expect(
        await run((s) =>
          s.reservations.holdIfFree(hold('r-2', '2026-03-12', '2026-03-14', { hirerId: 'u-3' }), NOW),
        ),
      ).toBe(false);
      expect(
        await run((s) =>
          s.reservations.holdIfFree(hold('r-3', '2026-03-13', '2026-03-14', { hirerId: 'u-3' }), NOW),
        ),
      ).toBe(true);
      expect(
        await run((s) =>
          s.reservations.holdIfFree(hold('r-4', '2026-03-10', '2026-03-10', { assetId: 'a-2' }), NOW),
        ),
      ).toBe(true);
      expect(
        (
          await run((s) =>
            s.reservations.blocking(['a-1', 'a-2'], { from: '2026-03-11', to: '2026-03-13' }, NOW),
          )
        )
          .map((r) => r.id)
          .sort(),
      ).toEqual(['r-1', 'r-3']);
    });

    it('lets exactly one of two simultaneous holds on the same days win', async () => {
      const results = await Promise.all([
        run((s) => s.reservations.holdIfFree(hold('r-1', '2026-03-10', '2026-03-12'), NOW)),
        run((s) =>
          s.reservations.holdIfFree(hold('r-2', '2026-03-11', '2026-03-11', { hirerId: 'u-3' }), NOW),
        ),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('confirms or releases a pending hold once, and stops counting a lapsed one', async () => {
      await run((s) => s.reservations.holdIfFree(hold('r-1', '2026-03-10', '2026-03-12'), NOW));
      expect(await run((s) => s.reservations.confirm('r-1', 'pay-1', NOW))).toBe('confirmed');
      expect(await run((s) => s.reservations.confirm('r-1', 'pay-2', NOW))).toBe('not_pending');
      expect(await run((s) => s.reservations.release('r-1', NOW))).toBe(false);
      expect(await run((s) => s.reservations.get('r-1'))).toMatchObject({
        status: 'confirmed',
        paymentId: 'pay-1',
      });
      const later = '2026-03-01T10:20:00.000Z';
      await run((s) => s.reservations.holdIfFree(hold('r-2', '2026-03-20', '2026-03-21'), NOW));
      expect(
        await run((s) =>
          s.reservations.holdIfFree(
            hold('r-3', '2026-03-21', '2026-03-22', {
              hirerId: 'u-3',
              holdExpiresAt: '2026-03-01T10:35:00.000Z',
            }),
            later,
          ),
        ),
      ).toBe(true);
      expect(await run((s) => s.reservations.confirm('r-2', 'pay-3', later))).toBe('overlap');
      expect(await run((s) => s.reservations.release('r-2', later))).toBe(true);
      expect(await run((s) => s.reservations.get('r-2'))).toMatchObject({
        status: 'released',
        paymentId: null,
      });
      expect((await run((s) => s.reservations.forParty('u-3'))).map((r) => r.id)).toEqual(['r-3']);
      expect((await run((s) => s.reservations.forParty('u-1'))).map((r) => r.id).sort()).toEqual([
        'r-1',
        'r-2',
        'r-3',
      ]);
    });
  });
}
