import type { MemoryDb } from '../../testing/memory-db';
import type { Ecosystem } from './ecosystem';
import type { EcosystemStore } from './ecosystem-store';

/** In-memory `EcosystemStore`; tests register ecosystems with `add`. */
export function memoryEcosystemStore(db: MemoryDb): EcosystemStore & { add(ecosystem: Ecosystem): void } {
  const ecosystems = db.table<Ecosystem>('ecosystems');
  return {
    async findById(id) {
      return ecosystems.get(id) ?? null;
    },
    async findByUrl(url) {
      return ecosystems.all().find((e) => e.url === url) ?? null;
    },
    add(ecosystem) {
      ecosystems.put(ecosystem.id, ecosystem);
    },
  };
}
