import type { MemoryDb } from '../testing/memory-db';
import type { DueDiligenceCase, DueDiligenceStore } from './due-diligence-store';

/** In-memory `DueDiligenceStore` for core tests. */
export function memoryDueDiligenceStore(db: MemoryDb): DueDiligenceStore {
  const cases = db.table<DueDiligenceCase>('dd_cases');
  return {
    async casesForTapes(tapeNames) {
      const wanted = new Set(tapeNames);
      return cases
        .all()
        .filter((c) => wanted.has(c.tapeName))
        .sort((a, b) => a.startedAt.localeCompare(b.startedAt));
    },
  };
}
