import { beforeEach, describe, expect, it } from 'vitest';
import { actorOf } from '../testing/accounts-world';
import type { User } from '../user';
import { registerAsset } from './asset-listing';
import { findAvailableAssets } from './find-available';
import { HIRE_STEPS, hireDetailsStep, modelAndTypeStep, nextHireStep } from './hire-wizard';
import { type HireWorld, hireWorld, tractor } from './testing/hire-world';

describe('choosing an asset to hire (/smarthire steps 1–3)', () => {
  let h: HireWorld;
  beforeEach(async () => {
    h = await hireWorld();
  });

  it('walks the four wizard steps, each checking what it adds', () => {
    expect(HIRE_STEPS.map((s) => nextHireStep(s))).toEqual([
      'hire-details',
      'available-assets',
      'confirm',
      null,
    ]);
    expect(modelAndTypeStep.safeParse({ asset_type: 'Spaceship' }).success).toBe(false);
    expect(
      hireDetailsStep.safeParse({ from: '2026-03-10', to: '2026-03-09', purpose: 'x' }).error?.issues[0]
        ?.message,
    ).toBe('The end date must not be before the start date');
    expect(
      hireDetailsStep.safeParse({ from: '2026-03-10', to: '2026-06-10', purpose: 'x' }).error?.issues[0]
        ?.message,
    ).toBe('A hire can last at most 90 days');
    expect(hireDetailsStep.safeParse({ from: '2026-02-30', to: '2026-03-01', purpose: 'x' }).success).toBe(
      false,
    );
  });

  it('lets only business admins and sellers list assets', async () => {
    expect(await registerAsset(h.w.deps, actorOf(h.farmer), tractor)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(
      await registerAsset(h.w.deps, actorOf(h.owner, 'BUSINESSADMIN', 'biz-1'), {
        ...tractor,
        daily_rate: '-5',
      }),
    ).toMatchObject({ error: { message: 'Please enter a valid positive amount' } });
  });

  it('finds the assets free for every day asked, never the caller’s own', async () => {
    const search = (user: User, from: string, to: string) =>
      findAvailableAssets(h.w.deps, actorOf(user), { asset_type: 'Tractor', from, to });
    expect(await search(h.farmer, '2026-03-10', '2026-03-12')).toMatchObject({
      ok: true,
      value: [{ asset: { id: h.assetId }, days: 3, amount: 540_000 }],
    });
    expect(await search(h.farmer, '2026-03-01', '2026-03-03')).toMatchObject({
      ok: false,
      error: { code: 'ASSET.IN_THE_PAST' },
    });
    expect(await search(h.farmer, '2026-03-30', '2026-04-02')).toEqual({ ok: true, value: [] });
    expect(await search(h.owner, '2026-03-10', '2026-03-12')).toEqual({ ok: true, value: [] });
    await h.hire(h.farmer, '2026-03-11', '2026-03-11');
    expect(await search(h.neighbour, '2026-03-10', '2026-03-12')).toEqual({ ok: true, value: [] });
    expect(await search(h.neighbour, '2026-03-12', '2026-03-13')).toMatchObject({
      ok: true,
      value: [{ days: 2 }],
    });
  });
});
