import type { MemoryDb } from '../testing/memory-db';
import type { AuditLog, TradeEvent } from './audit-log';

/** In-memory audit log (no hash chain: the chain is the database adapter's job). */
export function memoryAuditLog(db: MemoryDb): AuditLog & { events(): TradeEvent[] } {
  const table = db.table<TradeEvent>('audit');
  const append = async (event: TradeEvent) => {
    table.put(String(table.size + 1).padStart(9, '0'), event);
  };
  return {
    append,
    async appendMany(events) {
      for (const event of events) await append(event);
    },
    events: () => table.all(),
  };
}
