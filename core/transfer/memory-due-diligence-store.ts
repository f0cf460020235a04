import type { MemoryDb } from '../testing/memory-db';
import type { DueDiligenceStore } from './due-diligence-store';

/** In-memory `DueDiligenceStore` for core tests (placeholder until the area declares its port). */
export function memoryDueDiligenceStore(_db: MemoryDb): DueDiligenceStore {
  return {};
}
