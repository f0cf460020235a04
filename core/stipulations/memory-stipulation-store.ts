import type { MemoryDb } from '../testing/memory-db';
import type { StipulationStore } from './stipulation-store';

/** In-memory `StipulationStore` for core tests (placeholder until the area declares its port). */
export function memoryStipulationStore(_db: MemoryDb): StipulationStore {
  return {};
}
