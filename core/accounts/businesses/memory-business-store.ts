import type { MemoryDb } from '../../testing/memory-db';
import type { Business, BusinessMembership } from './business';
import type { BusinessStore } from './business-store';

/** In-memory `BusinessStore`; memberships are keyed by business and user, like the unique index. */
export function memoryBusinessStore(db: MemoryDb): BusinessStore & { businesses(): Business[] } {
  const businesses = db.table<Business>('businesses');
  const members = db.table<BusinessMembership>('business_members');
  const key = (businessId: string, userId: string) => `${businessId}\u0000${userId}`;
  return {
    async insert(business) {
      businesses.put(business.id, business);
    },
    async addMember(membership) {
      const k = key(membership.businessId, membership.userId);
      if (members.has(k)) return false;
      members.put(k, membership);
      return true;
    },
    async findMembership(businessId, userId) {
      return members.get(key(businessId, userId)) ?? null;
    },
    async membershipsOf(userId) {
      return members
        .all()
        .filter((m) => m.userId === userId)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    businesses: () => businesses.all(),
  };
}
