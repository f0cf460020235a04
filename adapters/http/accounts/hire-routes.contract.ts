import { describe, expect, it } from 'vitest';
import type { Body } from './testing/accounts-client';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { hire, listed } from './testing/hire-scenario';
import { expectOk, expectRefusal, useAccounts } from './testing/suite-kit';

/** /orders/hire: search, confirm (hold, pay, confirm) and the reservations that result. */
export function describeHireRoutes(name: string, make: MakeAccountsWorld): void {
  describe(`asset hire routes (${name})`, () => {
    const t = useAccounts(make);

    it("finds the free asset, confirms and pays → 'Your hire is confirmed'; the days are then taken", async () => {
      const { owner, assetId } = await listed(t);
      const [farmer, neighbour] = [await t.api.person(), await t.api.person()];
      const search = '/orders/hire/available?asset_type=Tractor&city=Bangalore&from=2026-03-10&to=2026-03-12';
      expect((await expectOk(await t.api.get(search, farmer))).data).toMatchObject([
        { asset: { _id: assetId }, days: 3, amount: 5400 },
      ]);
      expect((await expectOk(await t.api.get(search, owner))).data).toEqual([]);
      const res = await t.api.post('/orders/hire', hire(assetId, '2026-03-10', '2026-03-12'), farmer);
      const reservation = (await expectOk(res, 201, 'Your hire is confirmed')).reservation as Body;
      expect(reservation).toMatchObject({
        status: 'confirmed',
        amount: 5400,
        days: 3,
        hirer_id: farmer.user.id,
        payment_id: expect.any(String),
      });
      expect((await expectOk(await t.api.get(search, neighbour))).data).toEqual([]);
      const clash = await t.api.post('/orders/hire', hire(assetId, '2026-03-12', '2026-03-14'), neighbour);
      await expectRefusal(
        clash,
        409,
        'This asset has just been booked for some of these dates, please choose other dates',
      );
      const mine = await expectOk(await t.api.get('/orders/hire', owner));
      expect(mine).toMatchObject({ hired: [], hired_out: [{ _id: reservation._id }] });
      const seen = await expectOk(
        await t.api.get(`/orders/hire/view?reservation_id=${reservation._id}`, farmer),
      );
      expect(seen.data).toEqual(reservation);
      await expectRefusal(
        await t.api.get(`/orders/hire/view?reservation_id=${reservation._id}`, neighbour),
        404,
        'Reservation not found',
      );
      expect(await t.world.messages()).toContainEqual(
        expect.objectContaining({ to: owner.user.id, notificationType: 'assetHired' }),
      );
    });

    it('shows owners the assets they listed, and nobody else', async () => {
      const { owner, assetId } = await listed(t);
      const mine = await expectOk(await t.api.get('/assets', owner));
      expect(mine.data).toMatchObject([{ _id: assetId, owner_id: owner.user.id, asset_type: 'Tractor' }]);
      expect((await expectOk(await t.api.get('/assets', await t.api.person()))).data).toEqual([]);
    });

    it('releases the days when the payment is declined (422)', async () => {
      const { assetId } = await listed(t);
      const [farmer, neighbour] = [await t.api.person(), await t.api.person()];
      t.world.payments.declineNext('card declined');
      await expectRefusal(
        await t.api.post('/orders/hire', hire(assetId, '2026-03-10', '2026-03-11'), farmer),
        422,
        'Payment failed, please try again',
      );
      await expectOk(
        await t.api.post('/orders/hire', hire(assetId, '2026-03-10', '2026-03-11'), neighbour),
        201,
      );
    });

    it('refuses hires the asset cannot take', async () => {
      const { owner, assetId } = await listed(t);
      const farmer = await t.api.person();
      const confirm = (body: Body, who = farmer) => t.api.post('/orders/hire', body, who);
      await expectRefusal(
        await confirm(hire(assetId, '2026-04-01', '2026-04-02')),
        422,
        'This asset is not available for these dates',
      );
      await expectRefusal(
        await confirm(hire(assetId, '2026-03-01', '2026-03-06')),
        400,
        'The hire must start today or later',
      );
      await expectRefusal(
        await confirm(hire(assetId, '2026-03-10', '2026-03-11'), owner),
        422,
        'You cannot hire your own asset',
      );
      await expectRefusal(
        await confirm(hire('asset-404', '2026-03-10', '2026-03-11')),
        404,
        'Asset not found',
      );
      await expectRefusal(
        await confirm({ asset_id: assetId, from: '2026-03-10', to: '2026-03-11' }),
        400,
        'Please tell the owner what the asset is for',
      );
    });
  });
}
