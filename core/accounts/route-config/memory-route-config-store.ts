import type { MemoryDb } from '../../testing/memory-db';
import type { MemberRouteConfig, RouteConfigStore } from './route-config-store';

/** In-memory `RouteConfigStore`, one row per business and member. */
export function memoryRouteConfigStore(db: MemoryDb): RouteConfigStore {
  const rows = db.table<MemberRouteConfig>('member_route_configs');
  const key = (businessId: string, userId: string) => `${businessId}\u0000${userId}`;
  return {
    async forMember(businessId, userId) {
      return rows.get(key(businessId, userId)) ?? null;
    },
    async putForMember(config) {
      rows.put(key(config.businessId, config.userId), config);
    },
  };
}
