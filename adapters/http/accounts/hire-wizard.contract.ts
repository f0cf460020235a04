import { describe, expect, it } from 'vitest';
import type { Body, Caller } from './testing/accounts-client';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { listed, tractor } from './testing/hire-scenario';
import { expectOk, expectRefusal, useAccounts } from './testing/suite-kit';

/** /assets and the hire wizard's steps: listing, availability, each step checked with its schema. */
export function describeHireWizard(name: string, make: MakeAccountsWorld): void {
  describe(`asset listing and hire wizard routes (${name})`, () => {
    const t = useAccounts(make);
    const step = (name: string, body: Body, who: Caller) =>
      t.api.post(`/orders/hire/steps/${name}`, body, who);

    it('checks each wizard step with its schema and names the next', async () => {
      const me = await t.api.person();
      expect(await expectOk(await step('model-and-type', { asset_type: 'Tractor' }, me))).toEqual({
        success: true,
        step: 'model-and-type',
        next_step: 'hire-details',
      });
      await expectRefusal(
        await step('model-and-type', { asset_type: 'Spaceship' }, me),
        400,
        'Please select an asset type',
      );
      const details = { from: '2026-03-10', to: '2026-03-12', purpose: 'Harvest' };
      expect((await expectOk(await step('hire-details', details, me))).next_step).toBe('available-assets');
      await expectRefusal(
        await step('hire-details', { ...details, to: '2026-03-09' }, me),
        400,
        'The end date must not be before the start date',
      );
      await expectRefusal(
        await step('hire-details', { ...details, to: '2026-07-01' }, me),
        400,
        'A hire can last at most 90 days',
      );
      await expectRefusal(
        await step('hire-details', { ...details, purpose: '' }, me),
        400,
        'Please tell the owner what the asset is for',
      );
      expect((await expectOk(await step('available-assets', { asset_id: 'a-1' }, me))).next_step).toBe(
        'confirm',
      );
    });

    it('lets business admins and sellers list assets and only the owner change availability', async () => {
      const { owner, assetId } = await listed(t);
      const consumer = await t.api.person();
      await expectRefusal(
        await t.api.post('/assets', tractor, consumer),
        403,
        'Only a business admin or seller can list assets',
      );
      await expectRefusal(
        await t.api.post('/assets', { ...tractor, daily_rate: '-5' }, owner),
        400,
        'Please enter a valid positive amount',
      );
      const windows = {
        asset_id: assetId,
        availability: [
          { from: '2026-04-01', to: '2026-04-10' },
          { from: '2026-04-05', to: '2026-04-20' },
        ],
      };
      const updated = await expectOk(
        await t.api.put('/assets/availability', windows, owner),
        200,
        'Updated Successfully',
      );
      expect((updated.asset as Body).availability).toEqual([{ from: '2026-04-01', to: '2026-04-20' }]);
      await expectRefusal(await t.api.put('/assets/availability', windows, consumer), 404, 'Asset not found');
      expect(await (await t.api.get('/assets/types')).json()).toContain('Combine Harvester');
    });
  });
}
