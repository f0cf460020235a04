import type { MemoryDb } from '../../testing/memory-db';
import type { User } from '../user';
import type { ProfileStore } from './profile-store';

/** In-memory `ProfileStore` on the same `users` table as the auth area's user store. */
export function memoryProfileStore(db: MemoryDb): ProfileStore {
  const users = db.table<User>('users');
  return {
    async findById(userId) {
      return users.get(userId) ?? null;
    },
    async updateProfile(userId, changes) {
      const user = users.get(userId);
      if (!user) return 'not_found';
      const others = users.all().filter((u) => u.id !== userId);
      if (changes.email !== undefined && others.some((u) => u.email === changes.email)) return 'email_taken';
      const number = changes.mobile?.number;
      if (number !== undefined && others.some((u) => u.mobile?.number === number)) return 'mobile_taken';
      users.put(userId, { ...user, ...changes });
      return 'updated';
    },
  };
}
