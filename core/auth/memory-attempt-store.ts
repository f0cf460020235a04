import type { MemoryDb } from '../testing/memory-db';
import type { AttemptStore } from './attempt-store';
import type { AttemptRecord } from './throttle';

/** In-memory `AttemptStore` with the same compare-and-set as the database's. */
export function memoryAttemptStore(db: MemoryDb): AttemptStore {
  const attempts = db.table<AttemptRecord>('login_attempts');
  return {
    async get(key) {
      return attempts.get(key) ?? null;
    },
    async save(record, expectedVersion) {
      const current = attempts.get(record.key);
      if ((current?.version ?? null) !== expectedVersion) return false;
      attempts.put(record.key, record);
      return true;
    },
    async clear(key) {
      attempts.delete(key);
    },
  };
}
