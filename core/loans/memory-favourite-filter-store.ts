import type { MemoryDb } from '../testing/memory-db';
import type { FavouriteFilter } from './favourite-filter';
import type { FavouriteFilterStore } from './favourite-filter-store';

/** In-memory `FavouriteFilterStore` for core tests; passes the same contract suite as the database adapters. */
export function memoryFavouriteFilterStore(db: MemoryDb): FavouriteFilterStore {
  const rows = db.table<FavouriteFilter>('favourite_filters');
  return {
    async save(filter) {
      const existing = rows.all().find((f) => f.userId === filter.userId && f.name === filter.name);
      const stored = existing ? { ...existing, values: filter.values, updatedAt: filter.updatedAt } : filter;
      if (!existing && rows.has(filter.id)) throw new Error(`duplicate favourite id ${filter.id}`);
      rows.put(stored.id, stored);
      return stored;
    },
    async list(userId) {
      return rows
        .all()
        .filter((f) => f.userId === userId)
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },
    async delete(userId, id) {
      const row = rows.get(id);
      if (!row || row.userId !== userId) return false;
      return rows.delete(id);
    },
  };
}
