import type { MemoryDb } from '../testing/memory-db';
import type { DueDiligenceCase, DueDiligenceStore } from './due-diligence-store';

const byStart = (a: DueDiligenceCase, b: DueDiligenceCase) =>
  a.startedAt.localeCompare(b.startedAt) || a.id.localeCompare(b.id);

/** In-memory `DueDiligenceStore`; passes the same contract suite as the database adapters. */
export function memoryDueDiligenceStore(db: MemoryDb): DueDiligenceStore {
  const cases = db.table<DueDiligenceCase>('dd_cases');
  return {
    async casesForTapes(tapeNames) {
      const wanted = new Set(tapeNames);
      return cases
        .all()
        .filter((c) => wanted.has(c.tapeName))
        .sort(byStart);
    },
    async casesForFirm(ddFirmId) {
      return cases
        .all()
        .filter((c) => c.ddFirmId === ddFirmId)
        .sort(byStart);
    },
    async insert(dd) {
      if (cases.has(dd.id)) throw new Error(`duplicate due-diligence case id ${dd.id}`);
      // The unique index on (tapeName, investorId).
      if (cases.all().some((c) => c.tapeName === dd.tapeName && c.investorId === dd.investorId)) return false;
      cases.put(dd.id, dd);
      return true;
    },
    async casesForParty(userId) {
      return cases
        .all()
        .filter((c) => c.investorId === userId || c.ddFirmId === userId)
        .sort(byStart);
    },
  };
}
