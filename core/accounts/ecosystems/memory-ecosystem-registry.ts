import type { MemoryDb } from '../../testing/memory-db';
import type { Ecosystem } from './ecosystem';
import type { EcosystemParticipant } from './ecosystem-participants';
import type { EcosystemRegistry } from './ecosystem-registry';

/** In-memory `EcosystemRegistry` on the auth fake's `ecosystems` table; url and membership are unique. */
export function memoryEcosystemRegistry(db: MemoryDb): EcosystemRegistry {
  const ecosystems = db.table<Ecosystem>('ecosystems');
  const participants = db.table<EcosystemParticipant>('ecosystem_participants');
  const key = (p: Pick<EcosystemParticipant, 'ecosystemId' | 'businessId' | 'side'>) =>
    `${p.ecosystemId}\u0000${p.side}\u0000${p.businessId}`;
  return {
    async get(ecosystemId) {
      return ecosystems.get(ecosystemId) ?? null;
    },
    async insert(ecosystem) {
      if (ecosystems.has(ecosystem.id) || ecosystems.all().some((e) => e.url === ecosystem.url)) return false;
      ecosystems.put(ecosystem.id, ecosystem);
      return true;
    },
    async approve(ecosystemId, approvedBy, approvedAt) {
      const found = ecosystems.get(ecosystemId);
      if (!found || found.approvedAt !== null) return false;
      ecosystems.put(ecosystemId, { ...found, approvedAt, approvedBy });
      return true;
    },
    async unapproved(limit) {
      return ecosystems
        .all()
        .filter((e) => e.approvedAt === null)
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .slice(0, limit);
    },
    async setClientSecretHash(ecosystemId, hash) {
      const found = ecosystems.get(ecosystemId);
      if (!found) return false;
      ecosystems.put(ecosystemId, { ...found, clientSecretHash: hash });
      return true;
    },
    async addParticipant(participant) {
      const k = key(participant);
      if (participants.has(k)) return false;
      participants.put(k, participant);
      return true;
    },
    async participants(ecosystemId, side) {
      return participants
        .all()
        .filter((p) => p.ecosystemId === ecosystemId && p.side === side)
        .sort((a, b) => a.addedAt.localeCompare(b.addedAt));
    },
    async linkedTo(userId, businessIds) {
      const joined = new Set(
        participants
          .all()
          .filter((p) => businessIds.includes(p.businessId))
          .map((p) => p.ecosystemId),
      );
      return ecosystems
        .all()
        .filter((e) => e.ownerUserId === userId || joined.has(e.id))
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    },
  };
}
