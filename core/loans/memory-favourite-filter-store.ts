import type { MemoryDb } from '../testing/memory-db';
import type { FavouriteFilterStore } from './favourite-filter-store';

/** In-memory `FavouriteFilterStore` for core tests (placeholder until the area declares its port). */
export function memoryFavouriteFilterStore(_db: MemoryDb): FavouriteFilterStore {
  return {};
}
