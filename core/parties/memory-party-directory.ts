import type { MemoryDb } from '../testing/memory-db';
import type { Party, PartyDirectory } from './party-directory';

/** In-memory directory; tests register parties with `add`. */
export function memoryPartyDirectory(db: MemoryDb): PartyDirectory & { add(party: Party): void } {
  const parties = db.table<Party>('parties');
  return {
    async get(userId) {
      return parties.get(userId) ?? null;
    },
    async withPersona(persona) {
      return parties
        .all()
        .filter((p) => p.persona === persona)
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },
    add(party) {
      parties.put(party.userId, party);
    },
  };
}
