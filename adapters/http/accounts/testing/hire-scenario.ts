/**
 * The hire suites' starting point: a business admin's tractor listed in Bangalore for March
 * 2026 (the world's day is 2026-03-02), and the confirm form for it.
 */
import { expect } from 'vitest';
import type { Body, Caller } from './accounts-client';
import { expectOk, type Fixture } from './suite-kit';

export const tractor = {
  asset_type: 'Tractor',
  asset_model: 'Mahindra 575 DI',
  city: 'Bangalore',
  daily_rate: '1800',
  availability: [{ from: '2026-03-05', to: '2026-03-31' }],
};
export const hire = (asset_id: string, from: string, to: string) => ({
  asset_id,
  from,
  to,
  purpose: 'Ploughing before the monsoon',
});

/** A business admin with the tractor listed. */
export async function listed(t: Fixture): Promise<{ owner: Caller; assetId: string }> {
  const admin = await t.api.businessOf(await t.api.person(), 'Tractor Co');
  const res = await t.api.post('/assets', tractor, admin);
  const asset = (await expectOk(res, 201, 'Asset added')).asset as Body;
  expect(asset).toMatchObject({
    daily_rate: 1800,
    owner_id: admin.user.id,
    availability: tractor.availability,
  });
  return { owner: admin, assetId: String(asset._id) };
}
