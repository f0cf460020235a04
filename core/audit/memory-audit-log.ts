import type { MemoryDb } from '../testing/memory-db';
import type { AuditLog, TradeEvent } from './audit-log';

/** In-memory audit log (no hash chain: the chain is the database adapter's job). */
export function memoryAuditLog(db: MemoryDb): AuditLog & { events(): TradeEvent[] } {
  const table = db.table<TradeEvent>('audit');
  return {
    async append(event) {
      table.put(String(table.size + 1).padStart(9, '0'), event);
    },
    events: () => table.all(),
  };
}
