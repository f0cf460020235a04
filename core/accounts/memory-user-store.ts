import type { MemoryDb } from '../testing/memory-db';
import { memoryProfileStore } from './profile/memory-profile-store';
import type { User } from './user';
import type { UserStore } from './user-store';

/** In-memory `UserStore`: a scan is fine at test sizes; the uniqueness rules match the database's. */
export function memoryUserStore(db: MemoryDb): UserStore {
  const users = db.table<User>('users');
  const find = (match: (u: User) => boolean) => users.all().find(match) ?? null;
  return {
    async findById(id) {
      return users.get(id) ?? null;
    },
    async findByEmail(email) {
      return find((u) => u.email === email);
    },
    async findByMobile(number) {
      return find((u) => u.mobile?.number === number);
    },
    async findByReferralCode(code) {
      return find((u) => u.referralCode === code);
    },
    async insert(user) {
      const clash = users
        .all()
        .some(
          (u) =>
            u.id === user.id ||
            u.referralCode === user.referralCode ||
            (user.email !== null && u.email === user.email) ||
            (user.mobile !== null && u.mobile?.number === user.mobile.number),
        );
      if (clash) return false;
      users.put(user.id, user);
      return true;
    },
    async setPasswordHash(userId, passwordHash) {
      const user = users.get(userId);
      if (user) users.put(userId, { ...user, passwordHash });
    },
    updateProfile: (userId, changes) => memoryProfileStore(db).updateProfile(userId, changes),
  };
}
