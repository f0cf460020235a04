import type { MemoryDb } from '../testing/memory-db';
import type { FieldMappingStore, SavedFieldMapping } from './field-mapping-store';

const keyOf = (userId: string, name: string) => JSON.stringify([userId, name]);
const byName = (a: SavedFieldMapping, b: SavedFieldMapping) =>
  a.mapping.name < b.mapping.name ? -1 : a.mapping.name > b.mapping.name ? 1 : 0;

/** In-memory `FieldMappingStore` for tests; passes the same contract suite as the database adapter. */
export function memoryFieldMappingStore(db: MemoryDb): FieldMappingStore {
  const rows = db.table<SavedFieldMapping>('field_mappings');
  return {
    async get(userId, name) {
      return rows.get(keyOf(userId, name)) ?? null;
    },
    async list(userId) {
      return rows
        .all()
        .filter((r) => r.userId === userId)
        .sort(byName);
    },
    async save(saved) {
      const key = keyOf(saved.userId, saved.mapping.name);
      const existing = rows.get(key);
      const stored = existing ? { ...saved, createdAt: existing.createdAt } : saved;
      rows.put(key, stored);
      return stored;
    },
    async delete(userId, name) {
      return rows.delete(keyOf(userId, name));
    },
  };
}
