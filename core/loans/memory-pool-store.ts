import type { MemoryDb } from '../testing/memory-db';
import type { PoolStore } from './pool-store';

/** In-memory `PoolStore` for core tests (placeholder until the area declares its port). */
export function memoryPoolStore(_db: MemoryDb): PoolStore {
  return {};
}
