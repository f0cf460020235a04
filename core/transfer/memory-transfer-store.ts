import type { MemoryDb } from '../testing/memory-db';
import type { OwnershipChange, RepriceEntry, ServicingAssignment } from './transfer-records';
import type { TransferStore } from './transfer-store';

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** In-memory `TransferStore`; passes the same contract suite as the database adapters. */
export function memoryTransferStore(db: MemoryDb): TransferStore {
  const history = db.table<OwnershipChange>('ownership_history');
  const reprices = db.table<RepriceEntry>('reprices');
  const servicing = db.table<ServicingAssignment>('servicing');
  return {
    async recordOwnershipChanges(changes) {
      for (const c of changes)
        if (history.has(c.id)) throw new Error(`duplicate ownership change id ${c.id}`);
      for (const c of changes) history.put(c.id, c);
    },
    async ownershipHistory(loanId) {
      return history
        .all()
        .filter((c) => c.loanId === loanId)
        .sort((a, b) => cmp(a.transferredAt, b.transferredAt) || cmp(a.id, b.id));
    },
    async recordReprice(entry) {
      if (reprices.has(entry.id)) throw new Error(`duplicate reprice id ${entry.id}`);
      reprices.put(entry.id, entry);
    },
    async repricesFor(loanId) {
      return reprices
        .all()
        .filter((r) => r.loanId === loanId)
        .sort((a, b) => cmp(a.at, b.at) || cmp(a.id, b.id));
    },
    async assignServicing(assignments) {
      for (const a of assignments) servicing.put(a.loanId, a);
    },
    async servicingFor(loanIds) {
      return [...new Set(loanIds)].flatMap((id) => servicing.get(id) ?? []);
    },
  };
}
