import type { MemoryDb } from '../testing/memory-db';
import type { SocialRegistration } from './social-registration';
import type { SocialRegistrationStore } from './social-registration-store';

/** In-memory `SocialRegistrationStore`. */
export function memorySocialRegistrationStore(db: MemoryDb): SocialRegistrationStore {
  const pending = db.table<SocialRegistration>('social_registrations');
  return {
    async insert(registration) {
      pending.put(registration.keyHash, registration);
    },
    async findByKeyHash(keyHash) {
      return pending.get(keyHash) ?? null;
    },
    async consume(keyHash, at) {
      const r = pending.get(keyHash);
      if (!r || r.consumedAt !== null) return false;
      pending.put(keyHash, { ...r, consumedAt: at });
      return true;
    },
  };
}
