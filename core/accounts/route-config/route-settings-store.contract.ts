/**
 * The behaviour every `RouteConfigStore` must have for the settings the platform admin sets per
 * person (fake, SQLite, PostgreSQL): none until set, one row per person replaced on write, both
 * flags read back as they were written, and a person's settings never leak to another person.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AccountStoreHarness, contractUser } from '../account-store-harness';
import type { AccountStores } from '../account-stores';
import type { UserRouteSettings } from './route-config-store';

type Stores = Pick<AccountStores, 'routeConfigs'>;
const at = (day: number) => `2026-02-${String(day).padStart(2, '0')}T00:00:00.000Z`;

export function describeRouteSettingsContract(
  name: string,
  make: () => Promise<AccountStoreHarness<Stores>>,
) {
  describe(`RouteConfigStore settings per person contract: ${name}`, () => {
    let h: AccountStoreHarness<Stores>;
    const run = <T>(work: (s: Stores) => Promise<T>) => h.uow.run(work);
    beforeEach(async () => {
      h = await make();
      await h.seedUsers([contractUser('u-1', 1), contractUser('u-2', 2)]);
    });
    afterEach(() => h.close());

    it('has no settings for a person until the platform admin sets them', async () => {
      expect(await run((s) => s.routeConfigs.settingsFor('u-1'))).toBeNull();
    });

    it('keeps one row per person, replaced on write, flags read back as written', async () => {
      const first: UserRouteSettings = {
        userId: 'u-1',
        defaultUser: true,
        personaCheck: false,
        updatedBy: 'admin-1',
        updatedAt: at(1),
      };
      await run((s) => s.routeConfigs.putSettings(first));
      expect(await run((s) => s.routeConfigs.settingsFor('u-1'))).toEqual(first);
      const second = { ...first, defaultUser: false, personaCheck: true, updatedAt: at(2) };
      await run((s) => s.routeConfigs.putSettings(second));
      expect(await run((s) => s.routeConfigs.settingsFor('u-1'))).toEqual(second);
      expect(await run((s) => s.routeConfigs.settingsFor('u-2'))).toBeNull();
    });

    it('writes nothing when the transaction rolls back', async () => {
      const row = { userId: 'u-2', defaultUser: true, personaCheck: true, updatedBy: 'a', updatedAt: at(3) };
      await expect(
        run(async (s) => {
          await s.routeConfigs.putSettings(row);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await run((s) => s.routeConfigs.settingsFor('u-2'))).toBeNull();
    });
  });
}
