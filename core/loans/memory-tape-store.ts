import type { MemoryDb } from '../testing/memory-db';
import type { TapeStore } from './tape-store';

/** In-memory `TapeStore` for core tests (placeholder until the area declares its port). */
export function memoryTapeStore(_db: MemoryDb): TapeStore {
  return {};
}
