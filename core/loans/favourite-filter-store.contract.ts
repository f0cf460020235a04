import { describe, expect, it } from 'vitest';
import type { TradingStores } from '../ports/stores';
import { freshHarnessPerTest } from '../testing/fresh-harness.contract';
import type { StoreHarness } from '../testing/store-harness';
import type { FavouriteFilter } from './favourite-filter';

type Stores = Pick<TradingStores, 'favourites'>;

const fav = (id: string, over: Partial<FavouriteFilter> = {}): FavouriteFilter => ({
  id,
  userId: 'u1',
  name: `name of ${id}`,
  values: [{ label: 'fico', value: [700, 780] }],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

/** The behaviour every `FavouriteFilterStore` must have: upsert by (user, name), per-user listing and delete. */
export function describeFavouriteFilterStoreContract(
  name: string,
  make: () => Promise<StoreHarness<Stores>>,
) {
  describe(`FavouriteFilterStore contract: ${name}`, () => {
    const run = freshHarnessPerTest(make);

    it('inserts, lists by name and keeps users apart', async () => {
      await run((s) => s.favourites.save(fav('f1', { name: 'b' })));
      await run((s) => s.favourites.save(fav('f2', { name: 'a' })));
      await run((s) => s.favourites.save(fav('f3', { name: 'a', userId: 'u2' })));
      expect((await run((s) => s.favourites.list('u1'))).map((f) => f.id)).toEqual(['f2', 'f1']);
      expect(await run((s) => s.favourites.list('u2'))).toEqual([fav('f3', { name: 'a', userId: 'u2' })]);
    });

    it('replaces the values of a same-named favourite, keeping its id and createdAt', async () => {
      await run((s) => s.favourites.save(fav('f1', { name: 'prime' })));
      const values = [
        { label: 'ltv', value: [60, 80] },
        { label: 'loan amount', value: [100_000, 500_000] },
      ] as const;
      const later = '2026-02-01T00:00:00.000Z';
      const stored = await run((s) =>
        s.favourites.save(fav('f9', { name: 'prime', values, createdAt: later, updatedAt: later })),
      );
      const expected = fav('f1', { name: 'prime', values, updatedAt: later });
      expect(stored).toEqual(expected);
      expect(await run((s) => s.favourites.list('u1'))).toEqual([expected]);
    });

    it("deletes only the user's own favourite", async () => {
      await run((s) => s.favourites.save(fav('f1')));
      expect(await run((s) => s.favourites.delete('u2', 'f1'))).toBe(false);
      expect(await run((s) => s.favourites.delete('u1', 'f1'))).toBe(true);
      expect(await run((s) => s.favourites.delete('u1', 'f1'))).toBe(false);
      expect(await run((s) => s.favourites.list('u1'))).toEqual([]);
    });
  });
}
