/**
 * The people of the hire tests: an owner (a business seller) with one tractor listed for March
 * 2026, two would-be hirers, and a `hire` helper that runs the wizard's confirm step.
 */
import { type AccountsWorld, accountsWorld, actorOf } from '../../testing/accounts-world';
import type { User } from '../../user';
import { registerAsset } from '../asset-listing';
import { confirmHire } from '../confirm-hire';

export const tractor = {
  asset_type: 'Tractor',
  asset_model: 'Mahindra 575 DI',
  city: 'Bangalore',
  daily_rate: '1800',
  availability: [{ from: '2026-03-05', to: '2026-03-31' }],
};

export interface HireWorld {
  readonly w: AccountsWorld;
  readonly owner: User;
  readonly farmer: User;
  readonly neighbour: User;
  readonly assetId: string;
  /** Confirms a hire of the tractor (or `over.asset_id`) by `user` for the days given. */
  hire(user: User, from: string, to: string, over?: object): ReturnType<typeof confirmHire>;
}

/** A fresh world on 2 March 2026 with the tractor listed. */
export async function hireWorld(): Promise<HireWorld> {
  const w = accountsWorld({ now: '2026-03-02T09:00:00.000Z' });
  const [owner, farmer, neighbour] = [await w.addUser(), await w.addUser(), await w.addUser()];
  const listed = await registerAsset(w.deps, actorOf(owner, 'BUSINESSSELLER', 'biz-1'), tractor);
  if (!listed.ok) throw new Error(listed.error.message);
  const assetId = listed.value.asset.id;
  const hire = (user: User, from: string, to: string, over: object = {}) =>
    confirmHire(w.paying, actorOf(user), {
      asset_id: assetId,
      from,
      to,
      purpose: 'Ploughing before the monsoon',
      ...over,
    });
  return { w, owner, farmer, neighbour, assetId, hire };
}
