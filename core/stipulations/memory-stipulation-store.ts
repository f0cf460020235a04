import type { MemoryDb } from '../testing/memory-db';
import type { Stipulation } from './stipulation';
import type { StipulationStore } from './stipulation-store';

const byCreation = (a: Stipulation, b: Stipulation) =>
  a.createdAt.localeCompare(b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** In-memory `StipulationStore`; passes the same contract suite as the database adapters. */
export function memoryStipulationStore(db: MemoryDb): StipulationStore {
  const threads = db.table<Stipulation>('stipulations');
  return {
    async insert(stip) {
      if (threads.has(stip.id)) throw new Error(`duplicate stipulation id ${stip.id}`);
      threads.put(stip.id, stip);
    },
    async get(id) {
      return threads.get(id) ?? null;
    },
    async forLoans(loanIds) {
      const wanted = new Set(loanIds);
      return threads
        .all()
        .filter((t) => wanted.has(t.loanId))
        .sort(byCreation);
    },
    async forTape(tapeName) {
      return threads
        .all()
        .filter((t) => t.tapeName === tapeName)
        .sort(byCreation);
    },
    async appendMessage(id, message) {
      const stip = threads.get(id);
      if (!stip || stip.closed) return false;
      threads.put(id, { ...stip, messages: [...stip.messages, message] });
      return true;
    },
    async close(id, userId, at, finalDocs) {
      const stip = threads.get(id);
      if (!stip || stip.closed) return false;
      const agree = <P extends Stipulation['partyA']>(p: P): P =>
        p.userId === userId ? { ...p, agreeToClosed: true } : p;
      if (stip.partyA.userId !== userId && stip.partyB.userId !== userId) return false;
      threads.put(id, {
        ...stip,
        partyA: agree(stip.partyA),
        partyB: agree(stip.partyB),
        closed: true,
        closedBy: userId,
        closedAt: at,
        finalDocs: [...finalDocs],
      });
      return true;
    },
  };
}
